import { isProfileComplete, safeCallbackUrl, type User } from '@cert/domain';
import { Alert, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { PersonalDataSection, ProfileForm } from '@/features/profile';
import { useCurrentUser } from '@/lib/current-user';

export function Component() {
  const { data: user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const callbackUrl = safeCallbackUrl(searchParams.get('callbackUrl'));
  // The guard only lets signed-in users in; a missing user here means the session just ended.
  if (!user) return null;
  const mustComplete = !isProfileComplete(user);

  const onSaved = (saved: User) => {
    if (mustComplete && callbackUrl && isProfileComplete(saved))
      void navigate(callbackUrl, { replace: true });
  };

  return (
    <SimplePage title="Ihr Profil">
      {mustComplete ? (
        <Alert color="blue" title="Bitte vervollständigen Sie Ihr Profil" role="status" mb="lg">
          Bevor Sie die Plattform nutzen können, benötigen wir Ihren Namen und eine Telefonnummer für
          Rückfragen.
        </Alert>
      ) : (
        <Text mb="lg">Hier können Sie Ihre persönlichen Angaben ändern.</Text>
      )}
      <Text mb="md">
        Angemeldet mit der E-Mail-Adresse <strong>{user.email}</strong>. Pflichtfelder sind mit *
        gekennzeichnet.
      </Text>
      <ProfileForm user={user} onSaved={onSaved} />
      <PersonalDataSection />
    </SimplePage>
  );
}
