import { LeadFacts, LeadHistory, LeadNotes, LeadSourceDetail, Section, type LeadPageData } from "./lead-detail-view";
import type { LeadSourceView } from "./source.server";
import { NoteForm, NotSpamForm, OwnerForm, StatusForm, type WorkflowActionData } from "./workflow-forms";

/** The lead page's body: what came in on the left, what staff do with it on the right. */
export function LeadWorkspace({
  lead,
  source,
  owners,
  answer,
}: {
  lead: LeadPageData;
  source: LeadSourceView;
  owners: string[];
  answer: WorkflowActionData | undefined;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <Section id="lead-facts-heading" title="At a glance">
          <LeadFacts lead={lead} />
        </Section>
        <Section id="source-heading" title="Everything they sent">
          <LeadSourceDetail source={source} />
        </Section>
      </div>
      <div className="space-y-6">
        {/* Keyed by version: once a change is stored, the forms start afresh from the new state. */}
        {lead.status === "spam" && lead.kind !== "booking" ? (
          <Section id="spam-heading" title="Held as spam">
            <NotSpamForm key={lead.version} version={lead.version} answer={answer} />
          </Section>
        ) : null}
        <Section id="status-heading" title="Move it along">
          <StatusForm key={lead.version} version={lead.version} answer={answer} current={lead.status} />
        </Section>
        <Section id="owner-heading" title="Owner">
          <OwnerForm key={lead.version} version={lead.version} answer={answer} current={lead.owner} owners={owners} />
        </Section>
        <Section id="notes-heading" title="Notes">
          <NoteForm key={lead.version} version={lead.version} answer={answer} />
          <div className="mt-6">
            <LeadNotes notes={lead.notes} />
          </div>
        </Section>
        <Section id="history-heading" title="History">
          <LeadHistory events={lead.events} />
        </Section>
      </div>
    </div>
  );
}
