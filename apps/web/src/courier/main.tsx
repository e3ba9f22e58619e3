import '../styles/tokens.css';
import '../styles/base.css';
import './courier.css';
import './open-trips.css';
import './destination.css';
import './pending-deliveries.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CourierApp } from './app';
import { registerCourierWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CourierApp />
    </StrictMode>,
  );
}
registerCourierWorker();
