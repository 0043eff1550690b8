import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Badge, buttonStyles, DataTable, Field, formatDateTime, Modal, PageHeader, Panel, SelectField, type Column } from "~/components/admin/ui.tsx";
import type { LeadRow, LeadSummary } from "@shared/api-types";
import { LeadFieldsList } from "~/features/admin-leads/lead-fields-list.tsx";
import { AddLead } from "~/features/admin-leads/AddLead.tsx";
import { bulkUpdateLeads, downloadLeadsCsv, fetchLeadsPage, fetchLeadSummary, fetchStaff } from "~/features/admin-leads/api.ts";
import { adminDeskCopy, deskWorkCopy } from "@content/admin-desk.ts";
import type { DeskLead, StaffMember } from "@shared/desk-types";
import { LEAD_STATUSES, type LeadStatus } from "@shared/pipeline";
import { adminCopy } from "@content/admin.ts";
import { LEAD_SOURCE_OPTIONS, USER_TYPE_OPTIONS, languageLabel, leadSourceLabel, userTypeLabel } from "@shared/constants";
import { DESK_LANGUAGES } from "@shared/routing";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import { LEAD_PERIOD_OPTIONS, LEADS_PAGE_SIZE, periodStart, type LeadFilter, type LeadPeriod } from "@shared/lead-filters";
import { PhoneVerifiedMark } from "~/features/admin-leads/PhoneVerifiedMark.tsx";

const copy = adminCopy.leads;
const desk = adminDeskCopy;
const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: desk.status[s] }));
const isStatus = (v: string): v is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(v);

const leadColumns: Column[] = [
  { label: <span className="sr-only">{desk.bulk.selectAll}</span> },
  { label: copy.columns.name },
  { label: desk.columns.status },
  { label: desk.columns.owner, from: "lg" },
  { label: desk.columns.followUp, from: "md" },
  { label: copy.columns.email, from: "md" },
  { label: copy.columns.phone, from: "lg" },
  { label: copy.columns.location, from: "lg" },
  { label: copy.columns.userType },
  { label: copy.columns.source, from: "sm" },
  { label: copy.columns.date, from: "md" },
  { label: <span className="sr-only">{copy.columns.actions}</span> },
];

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

const isPeriod = (v: string | null): v is LeadPeriod => LEAD_PERIOD_OPTIONS.some((o) => o.value === v);

/**
 * The leads table. Filters live in the address (so a reload or a shared link
 * keeps them); the server filters, counts and pages, so the page stays fast
 * however many leads there are.
 */
export default function Leads() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const userType = params.get("type") ?? "";
  const source = params.get("source") ?? "";
  const statusParam = params.get("status") ?? "";
  const status = isStatus(statusParam) ? statusParam : "";
  const owner = params.get("owner") ?? "";
  const followUp = params.get("followUp") === "due" ? "due" : "";
  const language = params.get("language") ?? "";
  const periodParam = params.get("period");
  const period: LeadPeriod = isPeriod(periodParam) ? periodParam : "all";
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "1", 10) - 1 || 0);

  const [searchText, setSearchText] = useState(q);
  const [rows, setRows] = useState<DeskLead[] | null>(null);
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [bulkOwner, setBulkOwner] = useState("");
  const [bulkStatus, setBulkStatus] = useState("");
  const [bulkNotice, setBulkNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [total, setTotal] = useState(0);
  const [summary, setSummary] = useState<LeadSummary | null>(null);
  const [selected, setSelected] = useState<LeadRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);

  const filter: LeadFilter = useMemo(
    () => ({
      q: q || undefined,
      userType: userType || undefined,
      source: source || undefined,
      since: periodStart(period, new Date())?.toISOString(),
      status: status || undefined,
      owner: owner || undefined,
      followUp: followUp || undefined,
      language: language || undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [q, userType, source, period, status, owner, followUp, language, reload],
  );
  const filtered = Boolean(q || userType || source || period !== "all" || status || owner || followUp || language);
  const ownerName = new Map(staff.map((m) => [m.id, m.name]));

  useEffect(() => {
    fetchStaff(client).then(
      (r) => setStaff(r.staff),
      (err: unknown) => console.error(err),
    );
  }, [client]);

  const applyBulk = async () => {
    const ids = [...checked];
    setBulkNotice(null);
    try {
      if (bulkOwner) await bulkUpdateLeads(client, ids, { action: "owner", ownerId: bulkOwner === "none" ? null : bulkOwner });
      if (bulkStatus && isStatus(bulkStatus)) await bulkUpdateLeads(client, ids, { action: "status", status: bulkStatus });
      setBulkNotice(desk.bulk.done(ids.length));
      setChecked(new Set());
      setBulkOwner("");
      setBulkStatus("");
      setReload((n) => n + 1);
    } catch (err) {
      setBulkNotice(desk.bulk.failed(err instanceof Error ? err.message : String(err)));
    }
  };
  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const update = (changes: Record<string, string>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };

  // The search box waits for a pause in typing before asking the server.
  useEffect(() => {
    if (searchText.trim() === q) return;
    const t = setTimeout(() => update({ q: searchText.trim() }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  useEffect(() => {
    let cancelled = false;
    fetchLeadsPage(client, filter, page).then(
      (r) => {
        if (cancelled) return;
        setRows(r.rows);
        setTotal(r.total);
      },
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client, filter, page]);

  useEffect(() => {
    let cancelled = false;
    fetchLeadSummary(client, filter).then(
      (s) => !cancelled && setSummary(s),
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client, filter]);

  const onExport = async () => {
    setExporting(true);
    setExportError(false);
    try {
      await downloadLeadsCsv(client, filter);
    } catch (err) {
      console.error(err);
      setExportError(true);
    } finally {
      setExporting(false);
    }
  };

  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const from = total === 0 ? 0 : page * LEADS_PAGE_SIZE + 1;
  const to = Math.min(total, (page + 1) * LEADS_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <div className="flex flex-wrap gap-2">
            <AddLead />
            <button type="button" className={buttonStyles.primary} onClick={onExport} disabled={exporting || total === 0}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
              </svg>
              {exporting ? copy.exporting : copy.export}
            </button>
          </div>
        }
      />
      {exportError ? (
        <Alert className="mb-4">{copy.exportFailed}</Alert>
      ) : null}

      <Panel className="p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field
            label={copy.search}
            id="lead-search"
            type="search"
            value={searchText}
            maxLength={200}
            placeholder={copy.searchPlaceholder}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <SelectField label={copy.userType} id="lead-type" value={userType} onChange={(e) => update({ type: e.target.value })}>
            <option value="">{copy.allUserTypes}</option>
            {USER_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={copy.source} id="lead-source" value={source} onChange={(e) => update({ source: e.target.value })}>
            <option value="">{copy.allSources}</option>
            {LEAD_SOURCE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={adminRoutingCopy.leads.language} id="lead-language" value={language} onChange={(e) => update({ language: e.target.value })}>
            <option value="">{adminRoutingCopy.leads.allLanguages}</option>
            {DESK_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {adminRoutingCopy.languageNames[l]}
              </option>
            ))}
          </SelectField>
          <SelectField label={copy.period} id="lead-period" value={period} onChange={(e) => update({ period: e.target.value === "all" ? "" : e.target.value })}>
            {LEAD_PERIOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={desk.filters.status} id="lead-status-filter" value={status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{desk.filters.allStatuses}</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={desk.filters.owner} id="lead-owner-filter" value={owner} onChange={(e) => update({ owner: e.target.value })}>
            <option value="">{desk.filters.anyOwner}</option>
            <option value="none">{desk.filters.noOwner}</option>
            {staff.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={desk.filters.followUp} id="lead-follow-up-filter" value={followUp} onChange={(e) => update({ followUp: e.target.value })}>
            <option value="">{desk.filters.anyFollowUp}</option>
            <option value="due">{desk.filters.due}</option>
          </SelectField>
        </div>
      </Panel>

      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Breakdown title={desk.filters.byStatus} testId="by-status" summary={summary} counts={summary?.byStatus} options={STATUS_OPTIONS} />
        <Breakdown title={copy.byUserType} testId="by-user-type" summary={summary} counts={summary?.byUserType} options={USER_TYPE_OPTIONS} />
        <Breakdown title={copy.bySource} testId="by-source" summary={summary} counts={summary?.bySource} options={LEAD_SOURCE_OPTIONS} />
      </div>

      <Panel className="mt-4 overflow-hidden">
        <div className="flex items-center justify-between border-b border-stone-100 px-5 py-3">
          <p role="status" aria-live="polite" className="text-sm font-medium text-stone-700" data-testid="lead-total">
            {rows ? copy.matching(total) : adminCopy.loading}
          </p>
        </div>
        {checked.size > 0 ? (
          <div className="flex flex-wrap items-end gap-3 border-b border-stone-100 bg-emerald-50 px-5 py-3" data-testid="bulk-bar">
            <p className="text-sm font-medium text-stone-800">{desk.bulk.selected(checked.size)}</p>
            <SelectField label={desk.bulk.assign} id="bulk-owner" value={bulkOwner} onChange={(e) => setBulkOwner(e.target.value)}>
              <option value="">{desk.empty}</option>
              <option value="none">{desk.filters.noOwner}</option>
              {staff.filter((m) => m.active).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={desk.bulk.setStatus} id="bulk-status" value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value)}>
              <option value="">{desk.empty}</option>
              {STATUS_OPTIONS.filter((o) => o.value !== "lost").map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <button type="button" className={buttonStyles.primary} disabled={!bulkOwner && !bulkStatus} onClick={() => void applyBulk()}>
              {desk.bulk.apply}
            </button>
          </div>
        ) : null}
        {bulkNotice ? (
          <p role="status" className="border-b border-stone-100 px-5 py-2 text-sm text-stone-700">
            {bulkNotice}
          </p>
        ) : null}
        {rows && rows.length === 0 ? (
          <div className="px-5 py-12 text-center">
            {filtered ? (
              <>
                <p className="font-semibold text-stone-900">{copy.emptyFiltered}</p>
                <p className="mt-1 text-sm text-stone-600">{copy.emptyFilteredHint}</p>
              </>
            ) : (
              <p className="font-semibold text-stone-900">{copy.emptyAll}</p>
            )}
          </div>
        ) : (
          <DataTable columns={leadColumns}>
            {(rows ?? []).map((l) => (
              <tr key={l.id} className="hover:bg-stone-50">
                <td className="px-4 py-3">
                  <input type="checkbox" className="size-4" checked={checked.has(l.id)} onChange={() => toggle(l.id)} aria-label={desk.bulk.select(l.name)} />
                </td>
                <td className="max-w-[12rem] truncate px-4 py-3 font-medium text-stone-900">
                  <Link to={`/admin/leads/${l.id}`} className="hover:underline">
                    {l.name}
                  </Link>
                  {l.language ? <span className="ml-2 text-xs font-normal text-stone-500" data-testid="lead-language">{languageLabel(l.language)}</span> : null}
                </td>
                <td className="px-4 py-3"><Badge tone="stone">{desk.status[l.status] ?? l.status}</Badge></td>
                <td className="hidden max-w-[10rem] truncate px-4 py-3 text-stone-700 lg:table-cell">{l.owner_id ? (ownerName.get(l.owner_id) ?? desk.empty) : desk.empty}</td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-stone-700 md:table-cell">
                  {formatDateTime(l.next_follow_up_at)}
                  {l.next_callback_at ? <span className="block text-xs text-amber-800">{deskWorkCopy.callbacks.nextCallback(formatDateTime(l.next_callback_at))}</span> : null}
                </td>
                <td className="hidden max-w-[16rem] truncate px-4 py-3 text-stone-700 md:table-cell">{l.email}</td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-stone-700 lg:table-cell">
                  {l.phone ?? "–"}
                  {l.phone ? <PhoneVerifiedMark at={l.phone_verified_at} /> : null}
                </td>
                <td className="hidden max-w-[12rem] truncate px-4 py-3 text-stone-700 lg:table-cell">{l.location ?? "–"}</td>
                <td className="px-4 py-3"><Badge tone="green">{userTypeLabel(l.user_type)}</Badge></td>
                <td className="hidden px-4 py-3 sm:table-cell"><Badge tone="blue">{leadSourceLabel(l.source)}</Badge></td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-stone-600 md:table-cell">
                  <time dateTime={l.created_at}>{formatDateTime(l.created_at)}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <button type="button" className={buttonStyles.link} onClick={() => setSelected(l)} aria-label={`${copy.view} ${l.name}`}>
                    {copy.view}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {total > LEADS_PAGE_SIZE ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-stone-100 px-5 py-3 text-sm">
            <p className="text-stone-600">{copy.pageOf(from, to, total)}</p>
            <div className="flex gap-2">
              <button type="button" className={buttonStyles.secondary} disabled={page === 0} onClick={() => update({ page: page > 1 ? String(page) : "" })}>
                {copy.previous}
              </button>
              <button type="button" className={buttonStyles.secondary} disabled={page + 1 >= pages} onClick={() => update({ page: String(page + 2) })}>
                {copy.next}
              </button>
            </div>
          </nav>
        ) : null}
      </Panel>

      <Modal open={selected !== null} title={copy.details} onClose={() => setSelected(null)}>
        {selected ? <LeadDetails lead={selected} onClose={() => setSelected(null)} /> : null}
      </Modal>
    </>
  );
}

function Breakdown({
  title,
  testId,
  summary,
  counts,
  options,
}: {
  title: string;
  testId: string;
  summary: LeadSummary | null;
  counts: Record<string, number> | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const total = summary?.total ?? 0;
  return (
    <Panel title={title}>
      <ul className="space-y-3 px-5 py-4" data-testid={testId}>
        {options.map((o) => {
          const n = counts?.[o.value] ?? 0;
          const pct = total ? Math.round((n / total) * 1000) / 10 : 0;
          return (
            <li key={o.value} data-value={o.value}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-stone-800">{o.label}</span>
                <span className="tabular-nums text-stone-600" data-testid="count">
                  {n.toLocaleString("en-IN")} ({pct}%)
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${pct}%` }} data-testid="bar" />
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function LeadDetails({ lead, onClose }: { lead: LeadRow; onClose: () => void }) {
  return (
    <>
      <LeadFieldsList lead={lead} />
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose} autoFocus>
          {copy.close}
        </button>
      </div>
    </>
  );
}
