import Icon from '@mui/icons-material/DeleteSweep';
import { RemovalRequestList } from './removal-request-list';
import { RemovalRequestShow } from './removal-request-show';

/** Removal requests (spec §7 Remove Domain): review, approve or reject with a reason. */
export default { list: RemovalRequestList, show: RemovalRequestShow, icon: Icon };
