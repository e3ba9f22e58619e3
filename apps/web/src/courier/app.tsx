import { useEffect } from 'react';
import { useLanguage } from './i18n';
import { useSession } from './lib/session';
import { HomeScreen } from './screens/home-screen';
import { LoginScreen } from './screens/login-screen';

/** Signed out: the login. Signed in: the delivery screens, one tracker per courier. */
export function CourierApp() {
  const session = useSession();
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language === 'spanish' ? 'es' : 'en';
  }, [language]);
  return session ? <HomeScreen key={session.courier.id} session={session} /> : <LoginScreen />;
}
