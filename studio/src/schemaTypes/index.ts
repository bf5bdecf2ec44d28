import { author } from './documents/author';
import { post } from './documents/post';
import { publicationRefresh } from './documents/publication-refresh';
import { role } from './documents/role';
import { category, tag } from './documents/taxonomy';
import { blockContent } from './objects/block-content';

export const schemaTypes = [post, author, role, category, tag, publicationRefresh, blockContent];
