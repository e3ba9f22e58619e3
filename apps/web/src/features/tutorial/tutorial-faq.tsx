import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, HelpIcon } from '../../components/icons';
import { Section, useCourierWords } from './tutorial-parts';
import './tutorial-faq.css';

const QUESTIONS = ['install', 'data', 'signal', 'iphone', 'whatsapp', 'left', 'flag', 'rate'] as const;

/** Questions business owners ask, each one open or closed on its own (no script needed). */
export function TutorialFaq() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section sectionKey="faq" icon={<HelpIcon size={22} />}>
      <div className="faq">
        {QUESTIONS.map((question) => (
          <details key={question} className="faq__item">
            <summary className="faq__question">
              <span>{t(`tutorial.faq.items.${question}Q`, words)}</span>
              <ChevronDownIcon size={20} className="faq__chevron" />
            </summary>
            <p className="faq__answer">{t(`tutorial.faq.items.${question}A`, words)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
