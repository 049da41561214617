import { ClientMessages } from '@/components/ClientMessages';
import { ChangePasswordForm } from './ChangePasswordForm';
import screen from './AccountScreen.module.css';

const CLIENT_NAMESPACES = ['changePassword', 'forms', 'validation', 'codes'] as const;

/**
 * SPEC §2 change password (/m/changePsw; the proxy sends visitors to /m/home, the shell draws header and back; a
 * trial or free-play session gets free_reject in its place, from the route table).
 */
export function ChangePasswordScreen() {
  return (
    <main className={screen.screen}>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <ChangePasswordForm />
      </ClientMessages>
    </main>
  );
}
