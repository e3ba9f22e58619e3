import type { ReactNode } from 'react';
import { TitledSection } from '../../components/titled-section';

/** One group of the account page (its buttons, its security): a title over what it holds. */
export function AccountSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection title={title} className="stack--4" titleClassName="account-section__title">
      {children}
    </TitledSection>
  );
}
