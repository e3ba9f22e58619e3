import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { ErrorCard } from '../components/state-message';
import { reportError } from '../lib/error-reporting';
import { paths } from '../lib/paths';
import { ChunkLoadError } from './chunk-loading';
import { NotFound } from './not-found';

/** The error boundary of every route: a bilingual screen instead of a blank page. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    // SPEC §8: a page that failed to load (its chunk, or a bug) is reported, with no message
    // beyond this screen; an unknown address is not a failure.
    if (isRouteErrorResponse(error) && error.status === 404) return;
    console.error(error);
    reportError(error, error instanceof ChunkLoadError ? `chunk_${error.reason}` : 'route');
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen chunk={error instanceof ChunkLoadError ? error.reason : null} />;
}

/**
 * The bilingual error screen: a bug's, or (SPEC §9) a page whose code did not arrive, offline or
 * after 120 s, which asks to try again.
 */
export function ErrorScreen({ chunk }: { chunk: ChunkLoadError['reason'] | null }) {
  const { t } = useTranslation();
  const title = chunk ? t('routeError.chunkTitle') : t('routeError.title');
  const body = chunk
    ? t(chunk === 'timeout' ? 'routeError.chunkTimeout' : 'routeError.chunkFailed')
    : t('routeError.body');

  return (
    <div className="container container--narrow state-page">
      <ErrorCard heading="h1" title={title} body={body}>
        <div className="button-row button-row--center">
          <Button onClick={() => window.location.reload()}>
            {chunk ? t('routeError.retry') : t('routeError.reload')}
          </Button>
          <Button variant="secondary" onClick={() => window.location.assign(paths.home)}>
            {t('routeError.home')}
          </Button>
        </div>
      </ErrorCard>
    </div>
  );
}
