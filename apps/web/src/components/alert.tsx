import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';

type Tone = 'error' | 'success' | 'info';

/** A message about a whole form or page; errors are announced at once, others politely. */
export function Alert({ tone, title, children }: { tone: Tone; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert__icon">
        {tone === 'success' ? <CheckIcon size={18} /> : <AlertIcon size={18} />}
      </span>
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
