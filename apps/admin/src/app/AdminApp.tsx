import { useState } from 'react';
import { AdminDashboard } from '../features/dashboard/AdminDashboard';
import { LoginForm } from '../features/auth/LoginForm';

/** Logged out until the admin sign-in API arrives; the dashboard layout is ready for it. */
export function AdminApp() {
  const [username, setUsername] = useState<string | null>(null);
  return username ? <AdminDashboard username={username} onLogout={() => setUsername(null)} /> : <LoginForm />;
}
