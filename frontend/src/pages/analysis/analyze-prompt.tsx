import { Button } from 'antd';
import {
  ExperimentOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
} from '@ant-design/icons';

/** Message `analyze-new-website`: the website is unknown; offer to analyse it. */
export function AnalyzePrompt({
  domain,
  url,
  onAnalyze,
  loading,
}: {
  domain: string;
  url: string;
  onAnalyze: () => void;
  loading: boolean;
}) {
  return (
    <section
      className="sl-prompt"
      aria-labelledby="analyze-new-website-title"
      data-message="analyze-new-website"
    >
      <div className="sl-prompt__icon" aria-hidden="true">
        <ExperimentOutlined />
      </div>
      <h2 id="analyze-new-website-title" className="sl-prompt__title">
        We haven&apos;t analysed {domain} yet
      </h2>
      <p className="sl-prompt__text">
        Run an analysis to see which technologies {domain} uses, which versions are outdated and how it
        scores. It takes about a minute; we will analyse <code>{url}</code>.
      </p>
      <Button type="primary" size="large" onClick={onAnalyze} loading={loading} className="sl-prompt__button">
        Analyze {domain}
      </Button>
      <ul className="sl-prompt__points">
        <li>
          <ThunderboltOutlined aria-hidden="true" /> Technologies and versions
        </li>
        <li>
          <TrophyOutlined aria-hidden="true" /> Awesomeness Score with breakdown
        </li>
        <li>
          <SafetyCertificateOutlined aria-hidden="true" /> Security headers and TLS
        </li>
      </ul>
    </section>
  );
}
