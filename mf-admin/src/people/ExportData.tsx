import { useState } from "react";
import type { AccountOverview } from "@harbour/sdk/accounts";
import { Button } from "@harbour/ui";
import { ReasonDialog } from "../practitioners/ReasonDialog";
import { useStepUp } from "../step-up/useStepUp";
import { downloadDataExport } from "./export-download";
import { nameOf } from "./people-words";

const RECORDED = {
  missing:
    "Enter the reason for the export: it is recorded in the audit trail.",
  hint: "For example the access request it answers. Recorded in the audit trail.",
  confirm: "This reason is recorded in the audit trail:",
};

/** "Export their data": a reason, a confirmation, a fresh authenticator code, then the zip downloads. */
export function ExportData({ account }: { account: AccountOverview }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string>();
  const { withStepUp, dialog } = useStepUp();
  const name = nameOf(account);

  return (
    <section aria-labelledby="export-heading" style={{ marginTop: "1.5rem" }}>
      <h2 id="export-heading">Data export</h2>
      <p>
        For a Privacy Act access request: a zip of their profile, sessions,
        payments, messages, DASS-21 results, the case note parts shared with
        them, referrals and files.
      </p>
      <Button
        type="button"
        onClick={() => {
          setDone(undefined);
          setAsking(true);
        }}
      >
        Export their data
      </Button>
      <p role="status">
        {done &&
          `Their data was downloaded as ${done}. The export is recorded in the audit trail.`}
      </p>
      {asking && (
        <ReasonDialog
          title={`Export the data of ${name}`}
          explanation={`You are about to download everything Harbour holds about ${name} (${account.email}). Keep the file safe and send it to them securely.`}
          actionLabel="Export their data"
          reasonUse={RECORDED}
          // The API asks for a fresh authenticator code first; the code dialog opens over this one.
          onSubmit={async (reason) =>
            setDone(
              await withStepUp(() =>
                downloadDataExport(account.accountId, reason),
              ),
            )
          }
          onClose={() => setAsking(false)}
        />
      )}
      {dialog}
    </section>
  );
}
