export { TASK_PAGE_SIZE, TaskList, type TaskListProps } from './task-list.tsx';
export { TASK_LIST_TEXTS } from './task-list-texts.ts';
