import { broken, type Found, firstOf, objectRef, playerRef, type Scope, top, within } from './problem.js';

/**
 * CR 704.5j: each choice the legend rule waits for is a player's, among two or more distinct
 * permanents (objects on the battlefield), and the one kept, once chosen, is one of them.
 */
export const checkLegendRule = (scope: Scope): Found =>
  firstOf(scope.state.legendRule ?? [], (c, i) => {
    const at = within(top, 'legendRule', i);
    const amongAt = within(at, 'among');
    return (
      playerRef(scope, c.player, at, 'player') ??
      (c.among.length > 1
        ? null
        : broken('the legend rule chooses among two or more permanents', at('among'), '704.5j')) ??
      firstOf(
        c.among,
        (id, k) =>
          objectRef(scope, id, amongAt, k) ??
          (c.among.indexOf(id) === k ? null : broken(`"${id}" is listed twice`, amongAt(k), '704.5j')) ??
          (scope.objects.get(id)?.zone === 'battlefield'
            ? null
            : broken(`"${id}" is not a permanent: it is not on the battlefield`, amongAt(k), '704.5j')),
      ) ??
      (c.kept === undefined || c.among.includes(c.kept)
        ? null
        : broken(`the permanent kept, "${c.kept}", is not among those chosen from`, at('kept'), '704.5j'))
    );
  });
