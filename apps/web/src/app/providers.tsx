import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FieldWordsProvider } from '../components/field';
import { queryClient } from '../lib/query-client';

function FieldWords({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const words = {
    optional: t('common.optional'),
    showPassword: t('common.showPassword'),
    hidePassword: t('common.hidePassword'),
  };
  return <FieldWordsProvider value={words}>{children}</FieldWordsProvider>;
}

export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FieldWords>{children}</FieldWords>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
