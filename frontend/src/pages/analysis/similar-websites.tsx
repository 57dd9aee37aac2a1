import { LightCard } from '../../components/light-card';
import { LightSkeleton } from '../../components/light-skeleton';
import { LightLink } from '../../components/light-link';
import { websitePath } from '../../lib/routes';
import { ScoreCircle } from '../../components/score-circle';
import { useGetSimilarWebsites } from '../../hooks/use-get-similar-websites';
import { TechLogo } from '../../components/tech-avatar';

/** Up to five websites ranked near this one's score, as cards linking to their result pages. */
export function SimilarWebsites({ website }: { website: { _id: string; score: number } }) {
  const similar = useGetSimilarWebsites(website);
  const websites = similar.data?.websites ?? [];
  if (similar.isError || (similar.isSuccess && websites.length === 0)) return null;
  return (
    <section className="sl-similar" aria-labelledby="similar-title">
      <h2 id="similar-title" className="sl-similar__title">
        Similar ranked websites
      </h2>
      <p className="sl-muted sl-similar__lead">Websites with an Awesomeness Score close to this one.</p>
      {similar.isPending ? (
        <LightSkeleton active paragraph={{ rows: 2 }} />
      ) : (
        <ul className="sl-similar__grid">
          {websites.map((item) => (
            <li key={item._id}>
              <LightLink
                to={websitePath({ domain: item.domain, protocol: item.protocol })}
                className="sl-similar__link"
              >
                <LightCard hoverable className="sl-similar__card">
                  <h3 className="sl-similar__domain" title={item.domain}>
                    {item.domain}
                  </h3>
                  <div className="sl-similar__head">
                    <ScoreCircle score={item.score} band={item.band} size={52} />
                    <div className="sl-similar__identity">
                      <span>
                        {item.techCount} {item.techCount === 1 ? 'technology' : 'technologies'}
                      </span>
                      <span className="sl-muted">{item.updatedTimeAgoText}</span>
                    </div>
                  </div>
                  {item.topTechs.length > 0 && (
                    <div className="sl-similar__techs">
                      <span className="sl-visually-hidden">
                        Uses {item.topTechs.map((t) => t.name).join(', ')}
                      </span>
                      {item.topTechs.slice(0, 5).map((tech) => (
                        <span key={tech.slug} className="sl-similar__tech" title={tech.name}>
                          <TechLogo name={tech.name} slug={tech.slug} size={28} />
                        </span>
                      ))}
                      {item.topTechs.length > 5 && (
                        <span className="sl-similar__more" aria-hidden="true">
                          +{item.topTechs.length - 5}
                        </span>
                      )}
                    </div>
                  )}
                </LightCard>
              </LightLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
