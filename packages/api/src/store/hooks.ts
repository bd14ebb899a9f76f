import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './create-store.ts';
import type { ApiState } from './root-reducer.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<ApiState>();
