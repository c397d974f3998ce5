import type { AccountOverview } from "@harbour/sdk/accounts";
import {
  lockWords,
  nameOf,
  standingWords,
  sydneyDay,
  sydneyTime,
  typeWords,
} from "./people-words";

/** The account's metadata as a description list: who and in what standing, never clinical content. */
export function AccountDetails({ account }: { account: AccountOverview }) {
  const rows: [string, string][] = [
    ["Name", nameOf(account)],
    ["Type", typeWords(account.userType)],
    [
      "Email",
      `${account.email} (${account.verified ? "verified" : "not verified"})`,
    ],
    ["Standing", standingWords(account.standing)],
    ["Created", sydneyDay(account.createdAt)],
    [
      "Last sign-in",
      account.lastSignInAt ? sydneyTime(account.lastSignInAt) : "Not recorded",
    ],
    ["Sign-in", lockWords(account)],
    ["Account id", account.accountId],
  ];
  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">{nameOf(account)}</h2>
      <dl
        style={{
          display: "grid",
          gridTemplateColumns: "minmax(7rem, max-content) 1fr",
          gap: "0.25rem 1rem",
          overflowWrap: "anywhere",
        }}
      >
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <dt style={{ fontWeight: 600 }}>{term}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
