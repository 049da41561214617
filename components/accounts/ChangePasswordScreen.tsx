import { ClientMessages } from '@/components/ClientMessages';
import { currentViewer } from '@/lib/session/currentSession';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TrialReject } from './TrialReject';
import screen from './AccountScreen.module.css';

const CLIENT_NAMESPACES = ['changePassword', 'forms', 'validation', 'codes'] as const;

/**
 * SPEC §2 change password (/m/changePsw; the proxy sends visitors to /m/home, the shell draws header and back).
 * A trial or free-play session gets free_reject instead of the form (SPEC §6).
 */
export async function ChangePasswordScreen() {
  const viewer = await currentViewer();
  return (
    <main className={screen.screen}>
      {viewer.trial ? (
        <TrialReject />
      ) : (
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <ChangePasswordForm />
        </ClientMessages>
      )}
    </main>
  );
}
