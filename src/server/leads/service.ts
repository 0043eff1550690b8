import type { FastifyBaseLogger } from "fastify";
import type { LeadFilter } from "../../shared/lead-filters.ts";
import type { CommandTableDecl } from "../db/table-commands.ts";
import { leadsApiTable } from "./api-table.ts";
import { captureLead, notifyStoredLead, type LeadCapture, type LeadCommandDeps } from "./commands.ts";
import type { LeadChange } from "../../shared/pipeline.ts";
import { bulkChange, changeLead, deleteLead } from "./pipeline.ts";
import { leadTimeline } from "./timeline.ts";
import { possibleDuplicates } from "./duplicates.ts";
import { deskDashboard } from "./desk-queries.ts";
import { completeCallback } from "./callbacks.ts";
import { mergeLeads, undoMerge } from "./merge.ts";
import { readDeskSettings, writeDeskSettings } from "./round-robin.ts";
import type { DeskSettings } from "../../shared/desk-types.ts";
import { leadsByIds, leadsCsv, leadsPage, leadSummary } from "./queries.ts";
import type { NewLead } from "./schema.ts";
import { WebsiteForms } from "./website-forms.ts";

/**
 * Everything the server does with leads, in one place: the entry points (data
 * API, functions, page actions) call these and nothing else.
 */
export class LeadsService {
  readonly websiteForms: WebsiteForms;
  /** The leads table as the data API serves it: its writes go through the commands here (api-table.ts). */
  readonly apiTable: CommandTableDecl;

  constructor(
    private readonly deps: LeadCommandDeps,
    log: FastifyBaseLogger,
  ) {
    this.websiteForms = new WebsiteForms(
      (lead) => this.capture(lead),
      (err, form) => log.error({ err, form }, "could not store a website lead"),
    );
    this.apiTable = leadsApiTable(deps);
  }

  capture(lead: LeadCapture) {
    return captureLead(this.deps, lead);
  }

  notifyStored(data: NewLead) {
    return notifyStoredLead(this.deps, data);
  }

  page(filter: LeadFilter, page: number) {
    return leadsPage(this.deps.database, filter, page);
  }

  summary(filter: LeadFilter) {
    return leadSummary(this.deps.database, filter);
  }

  csv(filter: LeadFilter) {
    return leadsCsv(this.deps.database, filter);
  }

  byIds(ids: string[]) {
    return leadsByIds(this.deps.database, ids);
  }

  /** Other leads that may be the same person (the lead page's suggestions). */
  duplicates(id: string) {
    return possibleDuplicates(this.deps.database, id);
  }

  detail(id: string) {
    return leadTimeline(this.deps.database, id);
  }

  change(actorId: string, id: string, change: LeadChange) {
    return changeLead(this.deps.database, actorId, id, change);
  }

  bulk(actorId: string, ids: string[], change: Parameters<typeof bulkChange>[3]) {
    return bulkChange(this.deps.database, actorId, ids, change);
  }

  dashboard(since?: string) {
    return deskDashboard(this.deps.database, since);
  }

  remove(actorId: string, id: string, confirmName: string) {
    return deleteLead(this.deps.database, actorId, id, confirmName);
  }

  callbackDone(actorId: string, callbackId: string) {
    return completeCallback(this.deps.database, actorId, callbackId);
  }

  merge(actorId: string, targetId: string, sourceId: string) {
    return mergeLeads(this.deps.database, actorId, targetId, sourceId);
  }

  unmerge(actorId: string, targetId: string, eventId: string) {
    return undoMerge(this.deps.database, actorId, targetId, eventId);
  }

  settings() {
    return readDeskSettings(this.deps.database.db);
  }

  saveSettings(actorId: string, settings: DeskSettings) {
    return writeDeskSettings(this.deps.database, actorId, settings);
  }
}
