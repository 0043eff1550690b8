import { useState, type FormEvent } from "react";
import { buttonStyles, Field, Panel, SelectField } from "~/components/admin/ui.tsx";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import { LEAD_SOURCE_OPTIONS, USER_TYPE_OPTIONS, leadSourceLabel, userTypeLabel } from "@shared/constants";
import { DESK_LANGUAGES, type DefaultTarget, type RoutingAction, type RoutingOverview, type RoutingRule, type RuleConditions, type RuleTarget } from "@shared/routing";
import { CheckGroup, ChipsInput } from "./inputs.tsx";

const c = adminRoutingCopy.rules;
const f = c.form;
const languageOptions = DESK_LANGUAGES.map((value) => ({ value, label: adminRoutingCopy.languageNames[value] }));
const emptyConditions: RuleConditions = { states: [], districts: [], pincodes: [], userTypes: [], sources: [], languages: [] };

type Act = (action: RoutingAction) => Promise<boolean>;

/** Who a target names, in words. */
function targetName(data: RoutingOverview, target: RuleTarget | DefaultTarget): string {
  if (target.kind === "desk") return adminRoutingCopy.defaultTarget.desk;
  if (target.kind === "team") {
    const team = data.teams.find((t) => t.id === target.id);
    return team ? c.toTeam(team.name, team.members.length) : "?";
  }
  return c.toAgent(data.staff.find((s) => s.id === target.id)?.name ?? "?");
}

/** A rule's conditions in one line ("state Maharashtra · language Telugu"). */
function summary(cond: RuleConditions): string {
  const s = c.summary;
  const parts = [
    ...(cond.states.length ? [s.states(cond.states.join(", "))] : []),
    ...(cond.districts.length ? [s.districts(cond.districts.join(", "))] : []),
    ...(cond.pincodes.length ? [s.pincodes(cond.pincodes.join(", "))] : []),
    ...(cond.userTypes.length ? [s.userTypes(cond.userTypes.map(userTypeLabel).join(", "))] : []),
    ...(cond.sources.length ? [s.sources(cond.sources.map(leadSourceLabel).join(", "))] : []),
    ...(cond.languages.length ? [s.languages(cond.languages.map((l) => adminRoutingCopy.languageNames[l]).join(", "))] : []),
  ];
  return parts.length ? parts.join(" · ") : c.any;
}

/** The ordered rules: each with its conditions, whom it sends to, and its buttons; the form to add or edit one. */
export function RulesPanel({ data, act, busy }: { data: RoutingOverview; act: Act; busy: boolean }) {
  const [editing, setEditing] = useState<RoutingRule | "new" | null>(null);
  return (
    <Panel title={c.listTitle} actions={editing ? null : <button type="button" className={buttonStyles.primary} onClick={() => setEditing("new")}>{c.add}</button>}>
      <div className="space-y-3 px-4 py-4 sm:px-5">
        {editing ? (
          <RuleForm
            key={editing === "new" ? "new" : editing.id}
            data={data}
            rule={editing === "new" ? null : editing}
            busy={busy}
            onCancel={() => setEditing(null)}
            onSave={async (action) => {
              if (await act(action)) setEditing(null);
            }}
          />
        ) : null}
        {data.rules.length === 0 ? <p className="text-sm text-stone-600">{c.empty}</p> : null}
        <ol className="space-y-2" aria-label={c.listTitle}>
          {data.rules.map((rule, i) => (
            <li key={rule.id} className="rounded-lg border border-stone-200 px-3 py-3" data-testid="routing-rule">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-medium text-stone-900">
                  <span className="mr-1 text-stone-500">{i + 1}.</span>
                  {rule.name} {rule.active ? null : <span className="ml-1 rounded bg-stone-100 px-1.5 text-xs text-stone-600">{c.inactive}</span>}
                </p>
              </div>
              <p className="mt-1 break-words text-sm text-stone-700">{summary(rule.conditions)}</p>
              <p className="mt-1 text-sm text-stone-700">
                <span className="text-stone-500">{c.goesTo}:</span> {targetName(data, rule.target)}
              </p>
              <div className="mt-2 flex flex-wrap gap-1">
                <button type="button" className={buttonStyles.link} aria-label={c.upLabel(rule.name)} disabled={busy || i === 0} onClick={() => void act({ action: "move_rule", id: rule.id, direction: "up" })}>
                  ↑ {c.up}
                </button>
                <button type="button" className={buttonStyles.link} aria-label={c.downLabel(rule.name)} disabled={busy || i === data.rules.length - 1} onClick={() => void act({ action: "move_rule", id: rule.id, direction: "down" })}>
                  ↓ {c.down}
                </button>
                <button type="button" className={buttonStyles.link} aria-label={c.editLabel(rule.name)} disabled={busy} onClick={() => setEditing(rule)}>
                  {c.edit}
                </button>
                <button
                  type="button"
                  className={buttonStyles.danger}
                  aria-label={c.deleteLabel(rule.name)}
                  disabled={busy}
                  onClick={() => window.confirm(c.confirmDelete(rule.name)) && void act({ action: "delete_rule", id: rule.id })}
                >
                  {c.delete}
                </button>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Panel>
  );
}

function RuleForm(props: { data: RoutingOverview; rule: RoutingRule | null; busy: boolean; onSave: (a: RoutingAction) => Promise<void>; onCancel: () => void }) {
  const { data, rule } = props;
  const [name, setName] = useState(rule?.name ?? "");
  const [active, setActive] = useState(rule?.active ?? true);
  const [cond, setCond] = useState<RuleConditions>(rule?.conditions ?? emptyConditions);
  const [pins, setPins] = useState((rule?.conditions.pincodes ?? []).join(", "));
  const [kind, setKind] = useState<RuleTarget["kind"]>(rule?.target.kind ?? "agent");
  const [targetId, setTargetId] = useState(rule?.target.id ?? "");
  const set = <K extends keyof RuleConditions>(k: K) => (v: RuleConditions[K]) => setCond((was) => ({ ...was, [k]: v }));
  const agents = data.staff.filter((s) => s.active || s.id === targetId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pincodes = pins.split(/[\s,]+/).map((p) => p.trim()).filter(Boolean);
    void props.onSave({ action: "save_rule", ...(rule ? { id: rule.id } : {}), name: name.trim(), active, conditions: { ...cond, pincodes }, target: { kind, id: targetId } });
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50/40 p-3 sm:p-4" aria-label={rule ? f.editTitle(rule.name) : f.newTitle}>
      <h3 className="font-semibold text-stone-900">{rule ? f.editTitle(rule.name) : f.newTitle}</h3>
      <Field label={f.name} id="rule-name" value={name} required maxLength={80} placeholder={f.namePlaceholder} onChange={(e) => setName(e.target.value)} />
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="h-4 w-4" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {f.active}
      </label>
      <p className="text-xs text-stone-600">{f.conditionsHint}</p>
      <ChipsInput id="rule-states" label={f.states} options={data.states} values={cond.states} onChange={set("states")} />
      <ChipsInput id="rule-districts" label={f.districts} hint={f.districtsHint} options={data.districts.map((d) => d.district)} values={cond.districts} onChange={set("districts")} />
      <Field label={f.pincodes} id="rule-pincodes" hint={f.pincodesHint} value={pins} inputMode="numeric" onChange={(e) => setPins(e.target.value)} />
      <CheckGroup legend={f.languages} options={languageOptions} values={cond.languages} onChange={set("languages")} />
      <CheckGroup legend={f.userTypes} options={USER_TYPE_OPTIONS} values={cond.userTypes} onChange={set("userTypes")} />
      <CheckGroup legend={f.sources} options={LEAD_SOURCE_OPTIONS} values={cond.sources} onChange={set("sources")} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{f.targetKind}</legend>
        <div className="flex gap-4">
          {(["agent", "team"] as const).map((k) => (
            <label key={k} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name="rule-target-kind" value={k} checked={kind === k} onChange={() => (setKind(k), setTargetId(""))} />
              {f[k]}
            </label>
          ))}
        </div>
        <SelectField label={f.target} id="rule-target" value={targetId} required onChange={(e) => setTargetId(e.target.value)}>
          <option value="">{kind === "agent" ? f.pickAgent : f.pickTeam}</option>
          {kind === "agent"
            ? agents.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))
            : data.teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {c.toTeam(t.name, t.members.length)}
                </option>
              ))}
        </SelectField>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={props.busy || !name.trim() || !targetId}>
          {f.save}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={props.onCancel}>
          {f.cancel}
        </button>
      </div>
    </form>
  );
}

/** Where leads go that no rule matched. */
export function DefaultPanel({ data, act, busy }: { data: RoutingOverview; act: Act; busy: boolean }) {
  const d = adminRoutingCopy.defaultTarget;
  const valueOf = (t: DefaultTarget) => (t.kind === "desk" ? "desk" : `${t.kind}:${t.id}`);
  const [value, setValue] = useState(valueOf(data.defaultTarget));
  const save = () => {
    const [kind, id] = value.split(":") as ["desk" | "agent" | "team", string | undefined];
    void act({ action: "save_default", target: kind === "desk" || !id ? { kind: "desk" } : { kind, id } });
  };
  return (
    <Panel title={d.title}>
      <div className="space-y-3 px-4 py-4 sm:px-5">
        <p className="text-sm text-stone-600">{d.intro}</p>
        <SelectField label={d.label} id="routing-default" hint={d.deskHint} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="desk">{d.desk}</option>
          {data.teams.map((t) => (
            <option key={t.id} value={`team:${t.id}`}>
              {c.toTeam(t.name, t.members.length)}
            </option>
          ))}
          {data.staff
            .filter((s) => s.active)
            .map((s) => (
              <option key={s.id} value={`agent:${s.id}`}>
                {s.name}
              </option>
            ))}
        </SelectField>
        <button type="button" className={buttonStyles.secondary} disabled={busy || value === valueOf(data.defaultTarget)} onClick={save}>
          {d.save}
        </button>
      </div>
    </Panel>
  );
}

/** Teams: a name and members in turn order. */
export function TeamsPanel({ data, act, busy }: { data: RoutingOverview; act: Act; busy: boolean }) {
  const t = adminRoutingCopy.teams;
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const team = editing && editing !== "new" ? data.teams.find((x) => x.id === editing) : undefined;
  return (
    <Panel title={t.title} actions={editing ? null : <button type="button" className={buttonStyles.secondary} onClick={() => setEditing("new")}>{t.add}</button>}>
      <div className="space-y-3 px-4 py-4 sm:px-5">
        <p className="text-sm text-stone-600">{t.intro}</p>
        {editing ? (
          <TeamForm
            key={editing}
            data={data}
            team={team ?? null}
            busy={busy}
            onCancel={() => setEditing(null)}
            onSave={async (name, members) => {
              if (await act({ action: "save_team", ...(team ? { id: team.id } : {}), name, members })) setEditing(null);
            }}
          />
        ) : null}
        {data.teams.length === 0 ? <p className="text-sm text-stone-600">{t.empty}</p> : null}
        <ul className="space-y-2">
          {data.teams.map((x) => (
            <li key={x.id} className="rounded-lg border border-stone-200 px-3 py-3">
              <p className="font-medium text-stone-900">
                {x.name} <span className="text-sm font-normal text-stone-600">({t.memberCount(x.members.length)})</span>
              </p>
              <p className="mt-1 text-sm text-stone-700">{x.members.map((m) => data.staff.find((s) => s.id === m)?.name ?? "?").join(" → ")}</p>
              <div className="mt-2 flex flex-wrap gap-1">
                <button type="button" className={buttonStyles.link} disabled={busy} onClick={() => setEditing(x.id)}>
                  {c.edit}
                </button>
                <button type="button" className={buttonStyles.danger} disabled={busy} onClick={() => window.confirm(t.confirmDelete(x.name)) && void act({ action: "delete_team", id: x.id })}>
                  {t.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}

function TeamForm(props: { data: RoutingOverview; team: { name: string; members: string[] } | null; busy: boolean; onSave: (name: string, members: string[]) => Promise<void>; onCancel: () => void }) {
  const t = adminRoutingCopy.teams;
  const [name, setName] = useState(props.team?.name ?? "");
  const [members, setMembers] = useState<string[]>(props.team?.members ?? []);
  const staff = props.data.staff.filter((s) => s.active || members.includes(s.id));
  return (
    <form
      className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50/40 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSave(name.trim(), members);
      }}
    >
      <Field label={t.name} id="team-name" value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
      <CheckGroup
        legend={t.members}
        options={staff.map((s) => ({ value: s.id, label: s.languages.length ? `${s.name} (${s.languages.join(", ")})` : s.name }))}
        values={members}
        onChange={setMembers}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={props.busy || !name.trim()}>
          {t.save}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={props.onCancel}>
          {c.form.cancel}
        </button>
      </div>
    </form>
  );
}
