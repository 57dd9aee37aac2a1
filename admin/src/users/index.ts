import Icon from '@mui/icons-material/People';
import { UserList } from './user-list';
import { UserShow } from './user-show';

/** Accounts: plan, usage, analyses, sign-in methods; disable/enable, grant/revoke the operator role. */
export default { list: UserList, show: UserShow, icon: Icon };
