//! A solution to exercise 7.5: any green picture, by the fusion principle.

// ANCHOR: solution
/// The nim value `n` of a picture of green edges, cycles and loops allowed, worth `*n`. Vertex 0
/// is the ground, and each edge is the pair of vertices it joins; every edge is joined to the
/// ground. `[(0, 1), (1, 2), (2, 0)]` is a green triangle on the ground, worth `*1`.
pub fn green_graph(edges: &[(usize, usize)]) -> u64 {
    let vertices = edges.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    // The far end of an edge from `v`, if `v` is one of its ends.
    let other_end =
        |(x, y): (usize, usize), v: usize| (x == v).then_some(y).or((y == v).then_some(x));
    // Are `a` and `b` still joined when edge `skip` is gone?
    let joined = |a: usize, b: usize, skip: usize| {
        let mut seen = vec![false; vertices];
        let mut stack = vec![a];
        seen[a] = true;
        while let Some(v) = stack.pop() {
            for (i, &(x, y)) in edges.iter().enumerate() {
                let Some(next) = other_end((x, y), v) else {
                    continue;
                };
                if i != skip && !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        seen[b]
    };
    // An edge on a cycle (a loop too) keeps its ends joined without it: fuse its two ends.
    let mut fused: Vec<usize> = (0..vertices).collect();
    fn find(fused: &[usize], mut v: usize) -> usize {
        while fused[v] != v {
            v = fused[v];
        }
        v
    }
    let mut bridges = Vec::new();
    let mut cycle_edges = Vec::new();
    for (i, &(a, b)) in edges.iter().enumerate() {
        if joined(a, b, i) {
            let (a, b) = (find(&fused, a), find(&fused, b));
            fused[a] = b;
            cycle_edges.push(a);
        } else {
            bridges.push((a, b));
        }
    }
    // Every edge of a cycle is now a loop, a branch worth *1, at its fused vertex.
    let mut value = vec![0u64; vertices];
    for &a in &cycle_edges {
        value[find(&fused, a)] ^= 1;
    }
    // The bridges make a tree on the fused vertices: list it from the ground up …
    let ground = find(&fused, 0);
    let mut order = vec![ground];
    let mut below = vec![None; vertices];
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &(a, b) in &bridges {
            let (a, b) = (find(&fused, a), find(&fused, b));
            let Some(up) = other_end((a, b), v) else {
                continue;
            };
            if up != ground && below[up].is_none() {
                below[up] = Some(v);
                order.push(up);
            }
        }
    }
    // … and value it from the top down by the colon principle, as a green tree.
    for &v in order.iter().rev() {
        if let Some(down) = below[v] {
            value[down] ^= value[v] + 1;
        }
    }
    value[ground]
}
// ANCHOR_END: solution
