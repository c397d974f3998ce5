import { useRef, useState, type FormEvent } from "react";
import { errorMessageOf } from "@harbour/sdk";
import type { ClosedAccount } from "@harbour/sdk/accounts";
import { useLookUpAccountQuery } from "@harbour/sdk/accounts";
import {
  Button,
  Container,
  formatCalendarDate,
  LoadError,
  TextField,
} from "@harbour/ui";
import { AccountDetails } from "./AccountDetails";
import { AccountActions } from "./AccountActions";
import { ExportData } from "./ExportData";
import { nameOf } from "./people-words";
import { ResendSignUpCode } from "./ResendSignUpCode";

const isNotFound = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { status?: unknown }).status === 404;
const fieldError = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { status?: unknown }).status === 422
    ? errorMessageOf(error)
    : undefined;

/** /admin/people: find an account by email (each lookup is recorded) and export the person's data. */
export function PeoplePage() {
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [query, setQuery] = useState<string>();
  // Kept here: once closed, the lookup (asked again after any change) no longer finds the address.
  const [closed, setClosed] = useState<ClosedAccount & { name: string }>();
  const found = useLookUpAccountQuery(
    { email: query ?? "" },
    { skip: query === undefined },
  );

  // An action (unlock, resend, close) makes the lookup ask again for the same address: meanwhile
  // the last answer stays on screen, so its messages and open dialogs are not unmounted.
  const settled = useRef<{
    query?: string;
    data?: typeof found.data;
    error?: unknown;
  }>({});
  if (!found.isFetching)
    settled.current = { query, data: found.data, error: found.error };
  const refreshing = found.isFetching && settled.current.query === query;
  const shown = refreshing
    ? settled.current
    : { data: found.data, error: found.error };

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim())
      return setEmailError("Enter the email address of the account.");
    setEmailError(undefined);
    setClosed(undefined);
    // Looking up the same address again asks again: the answer may have changed, and each lookup is recorded.
    if (query === email.trim()) void found.refetch();
    else setQuery(email.trim());
  };

  let result = null;
  if (closed)
    result = (
      <p role="status">
        The account of {closed.name} is closed. Its clinical records are kept
        until {formatCalendarDate(closed.clinicalRecordsRetainedUntil)}.
      </p>
    );
  else if (found.isFetching && !refreshing)
    result = <p aria-busy="true">Finding the account…</p>;
  else if (shown.error && isNotFound(shown.error))
    result = (
      <>
        <p>No account has the email address {query}.</p>
        <ResendSignUpCode key={query} email={query ?? ""} />
      </>
    );
  else if (shown.error && !fieldError(shown.error))
    result = (
      <LoadError
        what="the account"
        message={errorMessageOf(shown.error)}
        onRetry={() => void found.refetch()}
      />
    );
  else if (shown.data && !shown.error) {
    const account = shown.data;
    result = (
      <>
        <AccountDetails account={account} />
        <AccountActions
          key={`actions-${account.accountId}`}
          account={account}
          onClosed={(done) => setClosed({ ...done, name: nameOf(account) })}
        />
        <ExportData key={account.accountId} account={account} />
      </>
    );
  }

  return (
    <Container>
      <h1>People</h1>
      <p>
        Find an account by its email address. Each lookup is recorded in the
        audit trail. You see the account, never clinical records.
      </p>
      <form
        onSubmit={onFind}
        noValidate
        role="search"
        aria-label="Find an account"
        style={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "end",
          gap: "0.75rem",
        }}
      >
        <div style={{ flex: "1 1 16rem" }}>
          <TextField
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            required
            error={emailError ?? fieldError(found.error)}
          />
        </div>
        <Button type="submit" loading={found.isFetching}>
          Find the account
        </Button>
      </form>
      <div aria-live="polite">{result}</div>
    </Container>
  );
}
