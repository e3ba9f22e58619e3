import '../styles/tokens.css';
import '../styles/base.css';
import './tracking.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LiveTracking } from './app';
import { browserLanguage, TranslatorContext, translator } from './i18n';

const language = browserLanguage(navigator.language);
document.documentElement.lang = language === 'spanish' ? 'es' : 'en';
const isDemo = location.pathname.replace(/\/$/, '') === '/track-demo';
const id = new URLSearchParams(location.search).get('id');

/** /track-demo only: its simulated courier is a chunk a customer's /t never downloads. */
const DemoTracking = lazy(() => import('./demo-app'));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TranslatorContext value={translator(language)}>
        {isDemo ? (
          <Suspense fallback={null}>
            <DemoTracking language={language} />
          </Suspense>
        ) : (
          <LiveTracking id={id} />
        )}
      </TranslatorContext>
    </StrictMode>,
  );
}
