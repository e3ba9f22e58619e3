import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BookDemo,
  type BookDemoInput,
  BookDemoSchema,
  COUNTRY_NAMES,
  DEMO_TIMES,
  type DemoTime,
  SIGNUP_COUNTRIES,
} from '@rutaviva/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ChoiceSwitch } from '../../components/choice-switch';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '../../components/field';
import { ArrowRightIcon, CalendarIcon, CheckIcon } from '../../components/icons';
import { StateCard } from '../../components/state-message';
import { describeError, isApiError } from '../../lib/api';
import { browserCountry } from '../../lib/country';
import { applyServerFieldErrors, useFieldBinding } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useBookDemo } from './api/book-demo';
import { registerSiteMessages } from './messages';
import './book-demo.css';

registerSiteMessages();

const FIELDS = ['name', 'company', 'email', 'phone', 'country_iso', 'preferred_time', 'message'] as const;

function defaultCountry(): BookDemoInput['country_iso'] {
  const region = browserCountry();
  return (SIGNUP_COUNTRIES as readonly string[]).includes(region ?? '')
    ? (region as BookDemoInput['country_iso'])
    : ('' as BookDemoInput['country_iso']);
}

/** /book_demo (issue 14 item 5): a prospect asks for a demo call; sales gets it by email. */
export function BookDemoPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const book = useBookDemo();
  const [sent, setSent] = useState<BookDemo | null>(null);
  useDocumentTitle(t('site.bookDemo.title'));

  // The page's language goes with the request; the schema's default stands in while checking.
  const form = useForm<BookDemoInput, unknown, BookDemo>({
    resolver: zodResolver(BookDemoSchema),
    defaultValues: {
      name: '',
      company: '',
      email: '',
      phone: '',
      country_iso: '' as BookDemoInput['country_iso'],
      preferred_time: 'morning',
      message: '',
    },
  });
  const field = useFieldBinding(form);
  // The browser's country, once shown: the prerendered page (src/prerender) is drawn without it.
  useEffect(() => {
    const country = defaultCountry();
    if (country && !form.getValues('country_iso')) form.setValue('country_iso', country);
  }, [form]);
  const countries = SIGNUP_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code][language] }));

  const onValid = async (demo: BookDemo) => {
    try {
      await book.mutateAsync({ ...demo, language });
      setSent(demo);
    } catch (error) {
      if (isApiError(error) && error.fields) applyServerFieldErrors(error, form.setError, FIELDS);
    }
  };

  if (sent) {
    return (
      <div className="container container--narrow state-page">
        <StateCard
          heading="h1"
          icon={<CheckIcon size={28} />}
          title={t('site.bookDemo.sentTitle')}
          body={t('site.bookDemo.sentBody', {
            name: sent.name,
            email: sent.email,
            time: t(`site.bookDemo.sentTime.${sent.preferred_time}`),
          })}
        >
          <ButtonLink to={paths.signup} variant="accent" iconEnd={<ArrowRightIcon size={16} />}>
            {t('site.bookDemo.tryNow')}
          </ButtonLink>
          <ButtonLink to={paths.home} variant="ghost">
            {t('site.bookDemo.backHome')}
          </ButtonLink>
        </StateCard>
      </div>
    );
  }

  return (
    <div className="container page book-demo">
      <section className="book-demo__pitch" aria-labelledby="book-demo-title">
        <p className="eyebrow">
          <CalendarIcon size={16} /> {t('site.bookDemo.eyebrow')}
        </p>
        <h1 id="book-demo-title" className="book-demo__title">
          {t('site.bookDemo.heading')}
        </h1>
        <p className="book-demo__intro">{t('site.bookDemo.intro')}</p>
        <ul className="check-list">
          {(['setup', 'couriers', 'pricing'] as const).map((point) => (
            <li key={point}>
              <span className="check-list__icon">
                <CheckIcon size={14} />
              </span>
              {t(`site.bookDemo.points.${point}`)}
            </li>
          ))}
        </ul>
      </section>
      <form className="card book-demo__form form stack--4" onSubmit={form.handleSubmit(onValid)} noValidate>
        <h2 className="book-demo__form-title">{t('site.bookDemo.formTitle')}</h2>
        {book.error && !(isApiError(book.error) && book.error.fields) ? (
          <Alert tone="error">{describeError(book.error, language)}</Alert>
        ) : null}
        <TextField label={t('site.bookDemo.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('site.bookDemo.company')} autoComplete="organization" {...field('company')} />
        <EmailField label={t('site.bookDemo.email')} autoComplete="email" {...field('email')} />
        <div className="book-demo__row">
          <SelectField
            label={t('site.bookDemo.country')}
            placeholder={t('site.bookDemo.countryPlaceholder')}
            options={countries}
            autoComplete="country"
            {...field('country_iso')}
          />
          <PhoneField
            label={t('site.bookDemo.phone')}
            hint={t('site.bookDemo.phoneHint')}
            autoComplete="tel-national"
            {...field('phone')}
          />
        </div>
        <div className="field">
          <span className="field__label" id="demo-time-label">
            {t('site.bookDemo.time')}
          </span>
          <Controller
            control={form.control}
            name="preferred_time"
            render={({ field: time }) => (
              <ChoiceSwitch<DemoTime>
                look="segmented"
                legend={t('site.bookDemo.time')}
                options={DEMO_TIMES}
                value={time.value}
                onChange={time.onChange}
                label={(option) => t(`site.bookDemo.times.${option}`)}
              />
            )}
          />
        </div>
        <TextAreaField
          label={t('site.bookDemo.message')}
          placeholder={t('site.bookDemo.messagePlaceholder')}
          optional
          rows={4}
          maxLength={2000}
          {...field('message')}
        />
        <Button
          type="submit"
          variant="accent"
          size="lg"
          block
          loading={book.isPending}
          loadingLabel={t('site.bookDemo.sending')}
          icon={<CalendarIcon size={18} />}
        >
          {t('site.bookDemo.submit')}
        </Button>
        <p className="caption">{t('site.bookDemo.privacy')}</p>
      </form>
      <aside className="card book-demo__next" aria-labelledby="book-demo-next">
        <h2 id="book-demo-next" className="book-demo__next-title">
          {t('site.bookDemo.nextTitle')}
        </h2>
        <ol className="book-demo__steps">
          {(['contact', 'call', 'trial'] as const).map((step, index) => (
            <li key={step}>
              <span className="book-demo__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`site.bookDemo.next.${step}`)}</span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
