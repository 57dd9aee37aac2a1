import Icon from '@mui/icons-material/Mail';
import { ContactMessageList } from './contact-message-list';
import { ContactMessageShow } from './contact-message-show';

/** Messages of the contact form; operators mark them handled. */
export default { list: ContactMessageList, show: ContactMessageShow, icon: Icon };
