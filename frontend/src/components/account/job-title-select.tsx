import { Select, type SelectProps } from 'antd';
import { JOB_TITLES } from '@stacklens/contracts';

const options = JOB_TITLES.map((title) => ({ value: title.id, label: title.label }));

/** The job-title picker (ids of `JOB_TITLES`), as a controlled form field: `value` an id or null. */
export function JobTitleSelect(props: Omit<SelectProps<number | null>, 'options'>) {
  return (
    <Select<number | null>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Pick your role"
      options={options}
      {...props}
      onChange={(value, option) => props.onChange?.(value ?? null, option)}
    />
  );
}
