import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Input, Select, Skeleton, Table, Tag } from 'antd';
import { LoadFailure } from '../../components/load-failure';
import type { TableColumnsType } from 'antd';
import { AppstoreOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import type { CategorySummary, TechnologySummary } from '@stacklens/contracts';
import { ContentRoot } from '../../components/content/content-root';
import { formatNumber, plural } from '../../lib/format';
import { PageHero } from '../../components/content/page-hero';
import { DEFAULT_PAGE_SIZE, formatPageSize, tablePagination } from '../../lib/table-pagination';
import { TechnologyIcon } from '../../components/content/technology-icon';
import { parseTechnologiesParams, useGetTechnologies } from '../../hooks/use-get-technologies';
import { useGetTechnologyCategories } from '../../hooks/use-get-technology-categories';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { categoryPath, technologyPath } from './technology-links';
import './technologies.css';

function columns(category: string | undefined): TableColumnsType<TechnologySummary> {
  return [
    {
      title: 'Technology',
      key: 'name',
      render: (_: unknown, tech) => (
        <div className="slc-tech-cell">
          <TechnologyIcon icon={tech.icon} size={36} />
          <div className="slc-tech-cell__text">
            <Link to={technologyPath(tech.slug, category)} className="slc-tech-cell__name">
              {tech.name}
            </Link>
            {tech.description && <span className="slc-tech-cell__desc">{tech.description}</span>}
          </div>
        </div>
      ),
    },
    {
      title: 'Categories',
      key: 'categories',
      responsive: ['md'],
      render: (_: unknown, tech) => (
        <div className="slc-tags">
          {tech.categories.map((item) => (
            <Link key={item.slug} to={categoryPath(item.slug)}>
              <Tag>{item.name}</Tag>
            </Link>
          ))}
        </div>
      ),
    },
    {
      title: 'Latest version',
      dataIndex: 'latestVersion',
      responsive: ['sm'],
      render: (version: string | null) =>
        version ? <span className="slc-mono">{version}</span> : <span className="slc-muted">—</span>,
    },
    {
      title: 'Websites',
      dataIndex: 'websiteCount',
      align: 'right',
      render: (count: number) => <span className="slc-num">{formatNumber(count)}</span>,
    },
  ];
}

function CategoryNav({
  categories,
  active,
  total,
  onSelect,
}: {
  categories: CategorySummary[];
  active: string | undefined;
  total: number;
  onSelect: (slug: string | undefined) => void;
}) {
  const [filter, setFilter] = useState('');
  const visible = categories.filter((item) => item.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <nav className="slc-categories" aria-label="Categories">
      <h2 className="slc-panel__title">Categories</h2>
      <Input
        size="small"
        allowClear
        placeholder="Filter categories"
        aria-label="Filter categories"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="slc-categories__filter"
      />
      <ul className="slc-categories__list">
        <li>
          <button
            type="button"
            className={`slc-categories__item${active ? '' : ' is-active'}`}
            aria-current={active ? undefined : 'true'}
            onClick={() => onSelect(undefined)}
          >
            <span>All technologies</span>
            <span className="slc-categories__count">{formatNumber(total)}</span>
          </button>
        </li>
        {visible.map((item) => (
          <li key={item.slug}>
            <button
              type="button"
              className={`slc-categories__item${active === item.slug ? ' is-active' : ''}`}
              aria-current={active === item.slug ? 'true' : undefined}
              onClick={() => onSelect(item.slug)}
            >
              <span>{item.name}</span>
              <span className="slc-categories__count">{formatNumber(item.technologyCount)}</span>
            </button>
          </li>
        ))}
        {visible.length === 0 && <li className="slc-muted slc-categories__none">No category matches.</li>}
      </ul>
    </nav>
  );
}

/** The catalogue's query in the URL (search, category, page, page size) and the debounced search box draft. */
function useCatalogueQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseTechnologiesParams(searchParams);
  const { search } = params;
  const [draft, setDraft] = useState(search ?? '');
  useEffect(() => setDraft(search ?? ''), [search]);
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearchParams],
  );
  // Live search, debounced; the URL keeps it shareable.
  useEffect(() => {
    const text = draft.trim();
    if (text === (search ?? '')) return;
    const timer = setTimeout(() => update({ search: text, page: undefined }), 300);
    return () => clearTimeout(timer);
  }, [draft, search, update]);
  return { ...params, draft, setDraft, update };
}

type CatalogueQuery = ReturnType<typeof useCatalogueQuery>;
type CategoriesQuery = ReturnType<typeof useGetTechnologyCategories>;
type TechnologiesQuery = ReturnType<typeof useGetTechnologies>;

/** `/technologies` (route technologies): the catalogue with categories, search and a paginated table. */
export function TechnologiesPage() {
  const query = useCatalogueQuery();
  const { search, category, page, pageSize } = query;
  const categories = useGetTechnologyCategories();
  const technologies = useGetTechnologies({ search, category, page, pageSize });
  const activeCategory = categories.data?.categories.find((item) => item.slug === category);
  useSetPageTitle(
    activeCategory ? `${activeCategory.name} technologies` : 'Technologies',
    activeCategory
      ? `Every ${activeCategory.name} technology StackLens detects, with the number of websites using it.`
      : 'Browse the technologies StackLens detects: frameworks, CMS, servers, analytics and more, by category.',
  );
  const selectCategory = (slug: string | undefined) => query.update({ category: slug, page: undefined });

  return (
    <ContentRoot>
      <CatalogueHero categories={categories} activeCategory={activeCategory} />
      <div className="sl-container slc-body slc-catalogue">
        <aside className="slc-catalogue__side slc-panel">
          {categories.isPending ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : categories.isError ? (
            <p className="slc-muted">The categories could not be loaded.</p>
          ) : (
            <CategoryNav
              categories={categories.data.categories}
              active={category}
              total={categories.data.totalTechnologies}
              onSelect={selectCategory}
            />
          )}
        </aside>
        <section className="slc-catalogue__main" aria-labelledby="catalogue-table-title">
          <h2 id="catalogue-table-title" className="sl-visually-hidden">
            {activeCategory ? `${activeCategory.name} technologies` : 'All technologies'}
          </h2>
          <CatalogueToolbar query={query} categories={categories} onSelectCategory={selectCategory} />
          {(search || category) && (
            <div className="slc-catalogue__filters" aria-live="polite">
              <span className="slc-muted">
                {technologies.data ? plural(technologies.data.total, 'result') : 'Searching…'}
                {search ? ` for “${search}”` : ''}
                {activeCategory ? ` in ${activeCategory.name}` : ''}
              </span>
              <Button
                size="small"
                type="link"
                onClick={() => query.update({ search: undefined, category: undefined, page: undefined })}
              >
                Clear filters
              </Button>
            </div>
          )}
          {technologies.isError && (
            <LoadFailure
              variant="inline"
              title="The technologies could not be loaded"
              error={technologies.error}
              onRetry={() => technologies.refetch()}
            />
          )}
          <TechnologiesTable query={query} technologies={technologies} />
        </section>
      </div>
    </ContentRoot>
  );
}

/** The page heading: the category (or the whole catalogue) with its counts and breadcrumbs. */
function CatalogueHero({
  categories,
  activeCategory,
}: {
  categories: CategoriesQuery;
  activeCategory: CategorySummary | undefined;
}) {
  const totalTechnologies = categories.data?.totalTechnologies ?? 0;
  const categoryCount = categories.data?.categories.length ?? 0;
  return (
    <PageHero
      eyebrow="Technology catalogue"
      title={activeCategory ? activeCategory.name : 'Technologies'}
      lead={
        categories.data ? (
          <p>
            {activeCategory
              ? `${plural(activeCategory.technologyCount, 'technology', 'technologies')} in this category. `
              : `${plural(totalTechnologies, 'technology', 'technologies')} in ${plural(categoryCount, 'category', 'categories')}. `}
            See which websites use them, which versions are out there and what the latest release is.
          </p>
        ) : (
          <p>Every technology StackLens detects, by category, with the websites that use it.</p>
        )
      }
      crumbs={
        activeCategory
          ? [
              { title: 'Home', to: '/' },
              { title: 'Technologies', to: '/technologies' },
              { title: activeCategory.name },
            ]
          : [{ title: 'Home', to: '/' }, { title: 'Technologies' }]
      }
    />
  );
}

/** The search box (live, debounced) and the category picker. */
function CatalogueToolbar({
  query,
  categories,
  onSelectCategory,
}: {
  query: CatalogueQuery;
  categories: CategoriesQuery;
  onSelectCategory: (slug: string | undefined) => void;
}) {
  return (
    <div className="slc-catalogue__toolbar">
      <Input
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Search technologies, e.g. React, WordPress, nginx"
        aria-label="Search technologies"
        value={query.draft}
        onChange={(event) => query.setDraft(event.target.value)}
        onPressEnter={() => query.update({ search: query.draft.trim(), page: undefined })}
        className="slc-catalogue__search"
      />
      <Select
        size="large"
        className="slc-catalogue__category-select"
        aria-label="Category"
        value={query.category ?? ''}
        onChange={(value: string) => onSelectCategory(value || undefined)}
        showSearch={{ optionFilterProp: 'label' }}
        suffixIcon={<AppstoreOutlined aria-hidden="true" />}
        options={[
          { value: '', label: 'All categories' },
          ...(categories.data?.categories ?? []).map((item) => ({
            value: item.slug,
            label: `${item.name} (${formatNumber(item.technologyCount)})`,
          })),
        ]}
      />
    </div>
  );
}

/** The technologies of the current query, paginated (lib/table-pagination.ts; the page lives in the URL). */
function TechnologiesTable({
  query,
  technologies,
}: {
  query: CatalogueQuery;
  technologies: TechnologiesQuery;
}) {
  const { search, category, page, pageSize } = query;
  const tableColumns = useMemo(() => columns(category), [category]);
  return (
    <Table<TechnologySummary>
      className="slc-table"
      rowKey="slug"
      columns={tableColumns}
      dataSource={technologies.data?.items ?? []}
      loading={technologies.isFetching}
      locale={{
        emptyText: technologies.isPending
          ? ' '
          : search
            ? `No technology matches “${search}”.`
            : 'No technologies yet.',
      }}
      pagination={tablePagination({
        page,
        pageSize,
        total: technologies.data?.total ?? 0,
        noun: (count) => plural(count, 'technology', 'technologies'),
        onPage: (nextPage, nextSize) =>
          query.update({
            page: nextPage > 1 ? String(nextPage) : undefined,
            pageSize: nextSize === DEFAULT_PAGE_SIZE ? undefined : formatPageSize(nextSize),
          }),
      })}
    />
  );
}
