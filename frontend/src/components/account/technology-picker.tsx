import { useState } from 'react';
import { Select, Spin, type SelectProps } from 'antd';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { getTechnologies, getTechnology } from '../../api/catalogue';
import { queryKeys } from '../../hooks/query-keys';

/** How long the picker waits after the last keystroke before it asks the catalogue (ms). */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Technologies of interest picked from the catalogue (`GET /api/v1/technologies?search=`, debounced), as a
 * controlled form field: `value` the picked catalogue slugs.
 */
export function TechnologyPicker(props: Omit<SelectProps<string[]>, 'options' | 'mode'>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const params = { search: debounced || undefined, page: 1, pageSize: 25 };
  const catalogue = useQuery({
    queryKey: queryKeys.technologies(params),
    queryFn: ({ signal }) => getTechnologies(params, signal),
    placeholderData: keepPreviousData,
  });
  const found = catalogue.data?.items ?? [];
  // Picked technologies outside the current search stay listed, named by their catalogue page, so their tags show.
  const picked = (props.value ?? []).filter((slug) => !found.some((item) => item.slug === slug));
  const names = useQueries({
    queries: picked.map((slug) => ({
      queryKey: queryKeys.technology(slug),
      queryFn: ({ signal }: { signal: AbortSignal }) => getTechnology({ slug }, signal),
      staleTime: Infinity,
    })),
  });
  const options = [
    ...found.map((item) => ({ value: item.slug, label: item.name })),
    ...picked.map((slug, index) => ({ value: slug, label: names[index]?.data?.name ?? slug })),
  ];
  return (
    <Select<string[]>
      mode="multiple"
      placeholder="Search the catalogue, e.g. WordPress"
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={catalogue.isFetching ? <Spin size="small" /> : 'No technology found'}
      options={options}
      {...props}
      onBlur={(event) => {
        setSearch('');
        props.onBlur?.(event);
      }}
    />
  );
}
