import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { type ShotName, shot, shotSrc } from './tutorial-shots';
import './tutorial-parts.css';

/** The page's sections, in order: their anchors and the i18n key of their titles. */
export const SECTIONS = [
  { id: 'courier-app', key: 'courier' },
  { id: 'tracking-link', key: 'tracking' },
  { id: 'live-monitor', key: 'monitor' },
  { id: 'reports', key: 'reports' },
  { id: 'customer-feedback', key: 'feedback' },
  { id: 'faq', key: 'faq' },
] as const;
export type SectionKey = (typeof SECTIONS)[number]['key'];

/** A screenshot in a phone or browser frame; lazy, with its box reserved by width and height. */
export function Screenshot({ name, alt, caption }: { name: ShotName; alt: string; caption?: string }) {
  const language = useLanguage();
  const { device, width, height } = shot(name);
  return (
    <figure className={`stack--2 shot shot--${device}`}>
      <div className="shot__frame">
        {device === 'desktop' ? (
          <span className="shot__chrome" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        ) : null}
        <img
          className="shot__img"
          src={shotSrc(name, language)}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </div>
      {caption ? <figcaption className="shot__caption">{caption}</figcaption> : null}
    </figure>
  );
}

/** One section of the guide, reachable at #id from the table of contents. */
export function Section({
  sectionKey,
  icon,
  intro,
  children,
}: {
  sectionKey: SectionKey;
  icon: ReactNode;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = SECTIONS.find((section) => section.key === sectionKey)?.id ?? sectionKey;
  const couriers = useCourierWords();
  return (
    <section id={id} className="stack tutorial-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tutorial-section__title">
        <span className="tutorial-section__icon" aria-hidden="true">
          {icon}
        </span>
        {t(`tutorial.sections.${sectionKey}`, couriers)}
      </h2>
      {intro ? <p className="tutorial-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Short titled paragraphs: what a screen offers. */
export function Points({ items }: { items: { title: string; body: string; icon?: ReactNode }[] }) {
  return (
    <ul className="stack--4 tutorial-points">
      {items.map((item) => (
        <li key={item.title} className="tutorial-point">
          {item.icon ? (
            <span className="icon-tile tone-brand tutorial-point__icon" aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <div>
            <h3 className="tutorial-point__title">{item.title}</h3>
            <p className="tutorial-point__body">{item.body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The interpolation values every text of the guide may use: the business's word for courier. */
export function useCourierWords() {
  const { singular, plural } = useCourierWord();
  return { courier: singular, couriers: plural };
}
