import '../styles/tokens.css';
import '../styles/base.css';
import './tracking.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoTracking, LiveTracking } from './app';
import { browserLanguage, TranslatorContext, translator } from './i18n';

const language = browserLanguage(navigator.language);
document.documentElement.lang = language === 'spanish' ? 'es' : 'en';
const isDemo = location.pathname.replace(/\/$/, '') === '/track-demo';
const id = new URLSearchParams(location.search).get('id');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TranslatorContext value={translator(language)}>
        {isDemo ? <DemoTracking language={language} /> : <LiveTracking id={id} />}
      </TranslatorContext>
    </StrictMode>,
  );
}
