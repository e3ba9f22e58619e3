import '../../tracking/tracking.css';
import type { Language } from '@rutaviva/domain';
import { useEffect, useMemo } from 'react';
import { TrackingPage } from '../../tracking/components/tracking-page';
import { TranslatorContext, translator } from '../../tracking/i18n';
import type { Branding, PageState, PublicTrip } from '../../tracking/lib/trip';

interface Props {
  branding: Branding;
  companyName: string;
  language: Language;
  /** The admin page's tab title, which the tracking page would otherwise replace. */
  documentTitle: string;
}

/** A complete delivery: the tracking page shows its header and the rate button, and no map. */
function sampleTrip(companyName: string, branding: Branding): PublicTrip {
  // The public trip's times are unix seconds: a 20-minute trip that arrived five minutes ago.
  const now = Math.floor(Date.now() / 1000);
  return {
    trip_id: 'preview',
    generated_trip_id: 'preview',
    start_time: now - 25 * 60,
    arrived_time: now - 5 * 60,
    end_time: now - 4 * 60,
    createdAt: now - 25 * 60,
    all_coordinates: [],
    coordinates_timestamps: [],
    distance_km: 3.4,
    valid: true,
    rating: null,
    selected: [],
    branch_name: '',
    delivery_user_first_name: 'Luis',
    delivery_user_last_name: 'P.',
    customer_phone_number: '',
    company_name: companyName,
    courier_phone: '',
    branding,
    has_destination: false,
    estimate: null,
    delivery_photo_url: null,
  };
}

const noReview = async () => 'saved' as const;
const ignore = () => undefined;

/** The real customer tracking page, with the edited branding, drawn inert inside a phone frame. */
export function TrackingPreview({ branding, companyName, language, documentTitle }: Props) {
  const state = useMemo<PageState>(
    () => ({
      kind: 'ready',
      live: { trip: sampleTrip(companyName, branding), points: [] },
      connection: 'live',
    }),
    [companyName, branding],
  );
  const texts = useMemo(() => translator(language), [language]);

  // The tracking page names the tab after the company; this page keeps its own title.
  useEffect(() => {
    if (companyName) document.title = documentTitle;
  }, [companyName, documentTitle]);

  return (
    <div className="brand-preview__frame" data-testid="branding-preview" inert>
      <TranslatorContext value={texts}>
        <TrackingPage state={state} submitReview={noReview} onReviewed={ignore} />
      </TranslatorContext>
    </div>
  );
}
