import { LoginForm } from '../features/auth/LoginForm';

/**
 * Operators see the login first. The dashboard (Stats, Users, Payments, Activity Logs, Search) is built
 * with the admin API, behind a successful login.
 */
export function AdminApp() {
  return <LoginForm />;
}
