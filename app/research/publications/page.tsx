import { ListIndex, listMetadata } from './_list';

export const metadata = listMetadata();

export default ListIndex;
