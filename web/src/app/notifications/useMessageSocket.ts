import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentToken, currentUserId } from '../session/session';
import { MessageSocket, socketUrl } from './messageSocket';

/** Pushes of kind topic/user reload the unread count and the message list. */
export function useMessageSocket(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const userId = currentUserId();
    const token = currentToken();
    if (userId === undefined || !token) return;
    const socket = new MessageSocket(socketUrl(userId, token), () => {
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      void queryClient.invalidateQueries({ queryKey: ['list', '/msg/list'] });
    });
    socket.start();
    return () => socket.stop();
  }, [queryClient]);
}
