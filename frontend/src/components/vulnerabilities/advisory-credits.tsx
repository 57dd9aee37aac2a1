import type { AdvisorySourceInfo } from '@stacklens/contracts';
import { formatDay } from '../../lib/format';
import './vulnerabilities.css';

/**
 * The credit every list of advisories carries: the advisory data's date and each source with its licence, linked
 * (the sources' licences require the attribution where their data is shown, issue 20 §1), and the day a source's
 * data was taken when it differs from the snapshot's date (advisories published after it are not known).
 */
export function AdvisoryCredits({
  generatedAt,
  sources,
}: {
  generatedAt: string;
  sources: readonly AdvisorySourceInfo[];
}) {
  return (
    <p className="sl-advisory-credits" data-testid="advisory-credits">
      Advisory data of <time dateTime={generatedAt}>{formatDay(generatedAt)}</time>
      {sources.length > 0 && (
        <>
          {' '}
          from{' '}
          {sources.map((source, index) => (
            <span key={source.id}>
              {index > 0 && (index === sources.length - 1 ? ' and ' : ', ')}
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>{' '}
              ({source.licence}
              {source.dataAsOf && source.dataAsOf !== generatedAt && (
                <>
                  , data to <time dateTime={source.dataAsOf}>{formatDay(source.dataAsOf)}</time>
                </>
              )}
              )
            </span>
          ))}
        </>
      )}
      .
    </p>
  );
}
