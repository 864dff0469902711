import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  UnreadNotificationCountDocument,
  type NotificationFieldsFragment,
} from "../../gql/graphql";
import { renderWithProviders } from "../../test/renderWithProviders";
import { NotificationsButton } from "./NotificationsButton";

function note(id: string, overrides: Partial<NotificationFieldsFragment> = {}): NotificationFieldsFragment {
  return {
    __typename: "Notification",
    id,
    type: "OVERDUE",
    title: `Task overdue: ${id}`,
    body: "Due now · Ticket #1001",
    taskId: `task-${id}`,
    ticketId: `ticket-${id}`,
    readAt: null,
    createdAt: "2030-01-01T09:00:00.000Z",
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBell(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationsButton />
            <Where />
          </>
        }
      />
    </Routes>,
    { mocks },
  );
}

const count = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
});
const list = (nodes: NotificationFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: NotificationsDocument, variables: { limit: 20, offset: 0 } },
  result: { data: { notifications: { __typename: "NotificationConnection", totalCount: nodes.length, nodes } } },
});

describe("NotificationsButton", () => {
  it("shows the unread count and an empty list", async () => {
    const { user } = renderBell([count(0), list([])]);
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(screen.queryByTestId("unread-count")).not.toBeInTheDocument();
    await user.click(bell);
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });

  it("opens the ticket and marks the notification read", async () => {
    const mocks = [
      count(2),
      list([note("a"), note("b", { readAt: "2030-01-01T10:00:00.000Z" })]),
      {
        request: { query: MarkNotificationReadDocument, variables: { input: { id: "a" } } },
        result: { data: { markNotificationRead: note("a", { readAt: "2030-01-01T11:00:00.000Z" }) } },
      },
      count(1),
    ];
    const { user } = renderBell(mocks);
    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" });
    expect(screen.getByTestId("unread-count")).toHaveTextContent("2");
    await user.click(bell);
    const rows = await screen.findAllByTestId("notification");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute("data-unread", "true");
    expect(within(rows[1]!).queryByRole("button", { name: "Mark read" })).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole("button", { name: /Task overdue: a/ }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/tickets?ticket=ticket-a"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications (1 unread)" })).toBeInTheDocument());
  });

  it("marks all read", async () => {
    const mocks = [
      count(2),
      list([note("a"), note("b")]),
      { request: { query: MarkAllNotificationsReadDocument }, result: { data: { markAllNotificationsRead: 2 } } },
      count(0),
      list([note("a", { readAt: "2030-01-01T11:00:00.000Z" }), note("b", { readAt: "2030-01-01T11:00:00.000Z" })]),
    ];
    const { user } = renderBell(mocks);
    await user.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    await user.click(await screen.findByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getAllByTestId("notification").every((row) => row.getAttribute("data-unread") === "false")).toBe(true),
    );
  });
});
