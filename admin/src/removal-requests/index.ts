import Icon from '@mui/icons-material/DeleteSweep';
import { RemovalRequestList } from './removal-request-list';
import { RemovalRequestShow } from './removal-request-show';

/** Removal requests (the public remove-domain page): review, approve or reject with a reason. */
export default { list: RemovalRequestList, show: RemovalRequestShow, icon: Icon };
