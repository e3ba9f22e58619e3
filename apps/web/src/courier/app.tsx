import { useEffect } from 'react';
import { FieldWordsProvider } from '../components/field';
import { useI18n } from './i18n';
import { useSession } from './lib/session';
import { HomeScreen } from './screens/home-screen';
import { LoginScreen } from './screens/login-screen';

/** Signed out: the login. Signed in: the delivery screens, one tracker per courier. */
export function CourierApp() {
  const session = useSession();
  const { language, t } = useI18n();
  useEffect(() => {
    document.documentElement.lang = language === 'spanish' ? 'es' : 'en';
  }, [language]);
  const words = {
    optional: t('trip.optional'),
    showPassword: t('login.showPassword'),
    hidePassword: t('login.hidePassword'),
  };
  return (
    <FieldWordsProvider value={words}>
      {session ? <HomeScreen key={session.courier.id} session={session} /> : <LoginScreen />}
    </FieldWordsProvider>
  );
}
