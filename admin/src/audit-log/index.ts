import Icon from '@mui/icons-material/History';
import { AuditList } from './audit-list';
import { AuditShow } from './audit-show';

/** Every operator mutation (read-only): who did what to which record, before and after. */
export default { list: AuditList, show: AuditShow, icon: Icon };
