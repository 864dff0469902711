import { isNavItemCurrent, navSections, pageTitleFor } from "./navigation";

const items = navSections.flatMap((section) => section.items);
const item = (label: string) => {
  const found = items.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No nav item ${label}`);
  return found;
};

describe("sidebar navigation", () => {
  it("has the SUPPORT, CLIENTS and SETTINGS sections with their paths and labels in order", () => {
    expect(
      navSections.map((section) => [section.title, section.items.map((entry) => `${entry.path} ${entry.label}`)]),
    ).toEqual([
      ["SUPPORT", ["/ Dashboard", "/tickets Tickets", "/conversations Conversations", "/troubleshooting Knowledge Base"]],
      ["CLIENTS", ["/clients Clients", "/properties Properties", "/contacts Contacts"]],
      ["SETTINGS", ["/email-settings Email Settings", "/settings Settings"]],
    ]);
  });

  it("highlights exactly one item for a route", () => {
    const current = (pathname: string) => items.filter((entry) => isNavItemCurrent(entry, pathname)).map((e) => e.label);
    expect(current("/")).toEqual(["Dashboard"]);
    expect(current("/tickets/new")).toEqual(["Tickets"]);
    expect(current("/settings")).toEqual(["Settings"]);
    expect(current("/email-settings")).toEqual(["Email Settings"]);
    expect(current("/admin/knowledge-base")).toEqual(["Knowledge Base"]);
    expect(current("/ticketsx")).toEqual([]);
    expect(isNavItemCurrent(item("Dashboard"), "/tickets")).toBe(false);
  });

  it("titles the top bar per route, unknown paths as not found", () => {
    expect(pageTitleFor("/")).toBe("Dashboard");
    expect(pageTitleFor("/tickets/new")).toBe("Tickets");
    expect(pageTitleFor("/troubleshooting")).toBe("Knowledge Base");
    expect(pageTitleFor("/admin/knowledge-base")).toBe("Knowledge Base Admin");
    expect(pageTitleFor("/nowhere")).toBe("Page Not Found");
  });
});
