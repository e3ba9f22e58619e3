import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../components/icons';

type Tone = 'error' | 'warning' | 'info' | 'success';

/** A state the courier must notice: errors are announced at once, the rest politely. */
export function Notice({
  tone,
  title,
  icon,
  children,
}: {
  tone: Tone;
  title: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`c-notice c-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="c-notice__icon" aria-hidden="true">
        {icon ?? (tone === 'success' ? <CheckIcon size={22} /> : <AlertIcon size={22} />)}
      </span>
      <div className="c-notice__body">
        <p className="c-notice__title">{title}</p>
        {children ? <div className="c-notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
