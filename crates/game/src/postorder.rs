//! Bottom-up evaluation over the positions below a game, with an explicit stack.

use std::collections::HashMap;
use std::hash::Hash;

/// One position waiting for the values of its children.
struct Frame<K, T> {
    key: K,
    /// The children and the tag that `expand` returned, once it has been called.
    expanded: Option<(Vec<K>, T)>,
}

/// Computes the value of `root` from the values of its children, recursively, remembering every
/// value in `memo` so that each position is evaluated once.
///
/// `expand` lists a position's children together with a tag it wants back (for example, how many
/// of the children are Left's options); `combine` computes a value from the key, the children, the
/// tag and the memo, in which every child's value is present. The recursion is driven by a stack
/// on the heap, so a game a million moves deep cannot overflow the call stack. The positions must
/// not form a cycle, which is true of every finite game.
pub(crate) fn evaluate<K, V, T>(
    memo: &mut HashMap<K, V>,
    root: &K,
    mut expand: impl FnMut(&K) -> (Vec<K>, T),
    mut combine: impl FnMut(&K, &[K], T, &HashMap<K, V>) -> V,
) -> V
where
    K: Clone + Eq + Hash,
    V: Clone,
{
    let mut stack = vec![Frame {
        key: root.clone(),
        expanded: None,
    }];
    while let Some(top) = stack.last_mut() {
        if memo.contains_key(&top.key) {
            stack.pop();
            continue;
        }
        match top.expanded.take() {
            None => {
                let (children, tag) = expand(&top.key);
                let pending: Vec<Frame<K, T>> = children
                    .iter()
                    .filter(|child| !memo.contains_key(*child))
                    .map(|child| Frame {
                        key: child.clone(),
                        expanded: None,
                    })
                    .collect();
                top.expanded = Some((children, tag));
                stack.extend(pending);
            }
            Some((children, tag)) => {
                debug_assert!(children.iter().all(|child| memo.contains_key(child)));
                let value = combine(&top.key, &children, tag, memo);
                let key = top.key.clone();
                stack.pop();
                memo.insert(key, value);
            }
        }
    }
    memo[root].clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_a_million_deep_does_not_overflow_the_stack() {
        let mut memo = HashMap::new();
        let depth = evaluate(
            &mut memo,
            &1_000_000u32,
            |&n| (if n == 0 { vec![] } else { vec![n - 1] }, ()),
            |_, children, (), memo| children.first().map_or(0, |child| memo[child] + 1),
        );
        assert_eq!(depth, 1_000_000);
    }

    #[test]
    fn shared_children_are_evaluated_once() {
        // Fibonacci by counting paths: exponential without the memo.
        let mut memo = HashMap::new();
        let mut expansions = 0;
        let paths: u64 = evaluate(
            &mut memo,
            &90u32,
            |&n| {
                expansions += 1;
                (if n < 2 { vec![] } else { vec![n - 1, n - 2] }, ())
            },
            |_, children, (), memo| {
                if children.is_empty() {
                    1
                } else {
                    children.iter().map(|child| memo[child]).sum()
                }
            },
        );
        assert_eq!(paths, 4_660_046_610_375_530_309);
        assert_eq!(expansions, 91);
    }
}
