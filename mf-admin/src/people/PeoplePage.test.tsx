import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  stubFetch,
  createTestPlatform,
  renderArea,
  signedIn,
  unprocessable,
} from "@harbour/area-runtime/src/testing";
import { App } from "../App";
import { STEP_UP_REQUIRED } from "../step-up/step-up-words";

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
// The zip answer and the browser's download (an object URL) are the other edges: captured, not performed.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const LOOKUP = "GET /api/users/admin/accounts";
const EXPORT = "POST /api/users/admin/accounts/client-1/data-export";
const casey = {
  accountId: "client-1",
  userType: "client",
  firstName: "Casey",
  lastName: "Client",
  email: "casey@example.com",
  verified: true,
  standing: "approved",
  createdAt: "2026-03-01T01:00:00.000Z",
};

const emailField = () =>
  screen.getByLabelText("Email", { exact: true, selector: "input" });
async function find(email: string) {
  createTestPlatform(signedIn("Ada", "administrator"));
  renderArea(<App />, { route: "/admin/people" });
  await screen.findByRole("heading", { level: 1, name: "People" }); // the page loads on demand
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Find the account" }));
}

describe("the people page", () => {
  it("asks for an address before looking anything up", async () => {
    network = stubFetch({ [LOOKUP]: { status: 200, body: casey } });
    await find("  ");
    expect(
      await screen.findByText("Enter the email address of the account."),
    ).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it("shows the account's metadata, then offers the export", async () => {
    network = stubFetch({
      [LOOKUP]: {
        status: 200,
        body: { ...casey, lockedOutUntil: "2026-11-26T03:15:00.000Z" },
      },
    });
    await find(" casey@example.com ");
    const details = await screen.findByRole("region", { name: "Casey Client" });
    const pairs = within(details)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Name", "Casey Client"],
      ["Type", "Client"],
      ["Email", "casey@example.com (verified)"],
      ["Standing", "Approved"],
      ["Created", "1 Mar 2026"],
      ["Last sign-in", "Not recorded"],
      [
        "Sign-in",
        expect.stringMatching(
          /^Locked out until 26 Nov 2026, 2:15\spm \(Sydney time\)/,
        ),
      ],
      ["Account id", "client-1"],
    ]);
    expect(network.calls[0].path).toBe("/api/users/admin/accounts");
    expect(
      screen.getByRole("button", { name: "Export their data" }),
    ).toBeInTheDocument();
  });

  it("says when no account has the address", async () => {
    network = stubFetch({
      [LOOKUP]: {
        status: 404,
        body: {
          status: 404,
          title: "Not Found",
          detail: "No account has this email address.",
        },
      },
    });
    await find("nobody@example.com");
    expect(
      await screen.findByText(
        "No account has the email address nobody@example.com.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Export their data" }),
    ).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a malformed address beside the field", async () => {
    network = stubFetch({
      [LOOKUP]: unprocessable({
        email: "Enter a valid email address, e.g. name@example.com.",
      }),
    });
    await find("not-an-email");
    expect(
      await screen.findByText(
        "Enter a valid email address, e.g. name@example.com.",
      ),
    ).toBeInTheDocument();
  });

  it("offers a retry when the lookup fails", async () => {
    let fail = true;
    network = stubFetch({
      [LOOKUP]: () =>
        fail
          ? {
              status: 500,
              body: {
                status: 500,
                title: "Error",
                detail: "Something went wrong.",
              },
            }
          : { status: 200, body: casey },
    });
    await find("casey@example.com");
    expect(
      await screen.findByText(/^We could not load the account\./),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("region", { name: "Casey Client" }),
    ).toBeInTheDocument();
  });

  it("exports after a reason, a confirmation and a fresh code, and the browser downloads the zip", async () => {
    let proved = false;
    network = stubFetch({
      [LOOKUP]: { status: 200, body: casey },
      [EXPORT]: () => ({
        status: 403,
        body: { status: 403, title: "Forbidden", detail: STEP_UP_REQUIRED },
      }),
      "POST /api/identity/second-factor/step-up": () => {
        proved = true;
        return { status: 204 };
      },
    });
    // The stub answers JSON only; once proved, the export answers a zip as the API does.
    const stubbed = globalThis.fetch;
    const exports: { reason: string }[] = [];
    globalThis.fetch = (async (request: Request) => {
      if (!request.url.endsWith("/data-export") || !proved)
        return stubbed(request);
      exports.push(JSON.parse(String(await request.text())));
      return {
        ok: true,
        status: 200,
        headers: new Headers({
          "content-disposition":
            'attachment; filename="harbour-data-2026-11-26-client-1.zip"',
        }),
        blob: async () => new Blob(["PK"]),
      };
    }) as typeof fetch;
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => "blob:export";
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    const clicked = jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
    try {
      await find("casey@example.com");
      fireEvent.click(
        await screen.findByRole("button", { name: "Export their data" }),
      );
      const dialog = await screen.findByRole("dialog", {
        name: "Export the data of Casey Client",
      });
      fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
      expect(
        await within(dialog).findByText(
          "Enter the reason for the export: it is recorded in the audit trail.",
        ),
      ).toBeInTheDocument();
      fireEvent.change(
        within(dialog).getByRole("textbox", { name: "Reason" }),
        { target: { value: "Access request AR-12" } },
      );
      fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
      expect(
        await within(dialog).findByText(
          "This reason is recorded in the audit trail:",
        ),
      ).toBeInTheDocument();
      fireEvent.click(
        within(dialog).getByRole("button", { name: "Export their data" }),
      );

      const codeDialog = await screen.findByRole("dialog", {
        name: "Confirm it is you",
      });
      expect(downloads).toEqual([]);
      fireEvent.change(
        within(codeDialog).getByLabelText("Authenticator code"),
        { target: { value: "123456" } },
      );
      fireEvent.click(
        within(codeDialog).getByRole("button", { name: "Confirm" }),
      );

      await waitFor(() =>
        expect(downloads).toEqual(["harbour-data-2026-11-26-client-1.zip"]),
      );
      expect(exports).toEqual([{ reason: "Access request AR-12" }]);
      expect(
        await screen.findByText(
          "Their data was downloaded as harbour-data-2026-11-26-client-1.zip. The export is recorded in the audit trail.",
        ),
      ).toHaveAttribute("role", "status");
    } finally {
      globalThis.fetch = stubbed;
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      clicked.mockRestore();
    }
  });

  it("keeps the reason and says the export was not done when the code dialog is cancelled", async () => {
    network = stubFetch({
      [LOOKUP]: { status: 200, body: casey },
      [EXPORT]: {
        status: 403,
        body: { status: 403, title: "Forbidden", detail: STEP_UP_REQUIRED },
      },
    });
    await find("casey@example.com");
    fireEvent.click(
      await screen.findByRole("button", { name: "Export their data" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Export the data of Casey Client",
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Access request AR-12" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    fireEvent.click(
      await within(dialog).findByRole("button", { name: "Export their data" }),
    );
    const codeDialog = await screen.findByRole("dialog", {
      name: "Confirm it is you",
    });
    fireEvent.click(within(codeDialog).getByRole("button", { name: "Cancel" }));
    expect(
      await within(dialog).findByText(
        /It needs the code from your authenticator app\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveValue(
      "Access request AR-12",
    );
  });
});
