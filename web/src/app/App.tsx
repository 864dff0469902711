import { AuthPage } from "../features/auth/AuthPage";
import { useAuth } from "../features/auth/useAuth";
import { AppRoutes } from "./AppRoutes";
import { FullPageSpinner } from "./FullPageSpinner";

/** Spinner while the current user loads; the auth page for any path when signed out; else the app. */
export function App() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <AuthPage />;
  return <AppRoutes />;
}
