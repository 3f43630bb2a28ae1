import { AppLayout } from '../features/shell/AppLayout';
import { Providers } from './Providers';

export function App() {
  return (
    <Providers>
      <AppLayout />
    </Providers>
  );
}
