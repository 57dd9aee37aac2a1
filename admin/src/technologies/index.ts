import Icon from '@mui/icons-material/Memory';
import { TechnologyList } from './technology-list';
import { TechnologyEdit } from './technology-edit';

/** The technology catalogue: names, descriptions, links, icons, categories and latest-version sources. */
export default { list: TechnologyList, edit: TechnologyEdit, icon: Icon };
