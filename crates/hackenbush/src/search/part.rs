//! A part of a picture while the search works on it: edges on vertices `0..vertices` (0 is where
//! it stands, the ground or the vertex it hangs from), and a number at each vertex standing for
//! whatever red-blue picture hung there before it was folded away.

use dyadic::Dyadic;

use crate::graph::{Adjacency, grounded_vertices};
use crate::{Edge, Picture};

#[derive(Clone, Debug)]
pub(crate) struct Part {
    pub(crate) vertices: usize,
    pub(crate) edges: Vec<Edge>,
    /// A number per vertex (zero where nothing was folded).
    pub(crate) labels: Vec<Dyadic>,
}

/// A block: edges that lie on common cycles (or a single bridge, or a loop), and the vertex
/// it hangs from (the one nearest the ground).
pub(crate) struct Block {
    pub(crate) top: usize,
    pub(crate) edges: Vec<usize>,
}

impl Part {
    pub(crate) fn of(picture: &Picture) -> Part {
        Part {
            vertices: picture.vertex_count(),
            edges: picture.edges().to_vec(),
            labels: vec![Dyadic::zero(); picture.vertex_count()],
        }
    }

    /// The part without edge `edge`, and without what no longer reaches vertex 0.
    pub(crate) fn without(&self, edge: usize) -> Part {
        let mut edges = self.edges.clone();
        edges.remove(edge);
        let grounded = grounded_vertices(self.vertices, &edges, None);
        edges.retain(|edge| grounded[edge.from]);
        let labels = self
            .labels
            .iter()
            .enumerate()
            .map(|(vertex, label)| {
                if grounded[vertex] {
                    label.clone()
                } else {
                    Dyadic::zero()
                }
            })
            .collect();
        Part {
            vertices: self.vertices,
            edges,
            labels,
        }
    }

    /// The part with the label at `vertex` replaced.
    pub(crate) fn relabelled(&self, vertex: usize, label: Dyadic) -> Part {
        let mut part = self.clone();
        part.labels[vertex] = label;
        part
    }

    /// The sub-part made of `edges`, standing on `top`, its vertices renumbered (top first, the
    /// others in order of appearance), with labels from `label`.
    pub(crate) fn sub(
        &self,
        top: usize,
        edges: &[usize],
        mut label: impl FnMut(usize) -> Dyadic,
    ) -> Part {
        let mut number = vec![usize::MAX; self.vertices];
        number[top] = 0;
        let mut count = 1;
        let mut labels = vec![Dyadic::zero()];
        let mut renumber = |vertex: usize| {
            if number[vertex] == usize::MAX {
                number[vertex] = count;
                count += 1;
                labels.push(label(vertex));
            }
            number[vertex]
        };
        let edges = edges
            .iter()
            .map(|&index| {
                let edge = self.edges[index];
                Edge::new(renumber(edge.from), renumber(edge.to), edge.colour)
            })
            .collect();
        Part {
            vertices: count,
            edges,
            labels,
        }
    }

    /// The blocks, each after every block hanging below it (from a vertex of its other than its
    /// top): Tarjan's depth-first search from vertex 0 with an explicit stack of edges.
    pub(crate) fn blocks(&self) -> Vec<Block> {
        let adjacency = Adjacency::new(self.vertices, &self.edges, None);
        const UNSEEN: usize = usize::MAX;
        let mut discovered = vec![UNSEEN; self.vertices];
        let mut low = vec![0; self.vertices];
        let mut parent_edge = vec![UNSEEN; self.vertices];
        let mut parent = vec![UNSEEN; self.vertices];
        let mut edge_stack: Vec<usize> = Vec::new();
        let mut blocks = Vec::new();
        let mut time = 0;
        let mut stack = vec![(0usize, 0usize)];
        discovered[0] = 0;
        while let Some(&mut (vertex, ref mut next)) = stack.last_mut() {
            if let Some((edge, other)) = adjacency.get(vertex, *next) {
                *next += 1;
                if edge == parent_edge[vertex] {
                    continue;
                }
                if other == vertex {
                    // A loop is seen twice at its vertex; it is a block of its own, once.
                    if adjacency
                        .at(vertex)
                        .take(*next - 1)
                        .all(|(seen, _)| seen != edge)
                    {
                        blocks.push(Block {
                            top: vertex,
                            edges: vec![edge],
                        });
                    }
                    continue;
                }
                if discovered[other] == UNSEEN {
                    time += 1;
                    discovered[other] = time;
                    low[other] = time;
                    parent_edge[other] = edge;
                    parent[other] = vertex;
                    edge_stack.push(edge);
                    stack.push((other, 0));
                } else if discovered[other] < discovered[vertex] {
                    edge_stack.push(edge);
                    low[vertex] = low[vertex].min(discovered[other]);
                }
            } else {
                stack.pop();
                if vertex == 0 {
                    continue;
                }
                let up = parent[vertex];
                low[up] = low[up].min(low[vertex]);
                if low[vertex] >= discovered[up] {
                    let mut block = Vec::new();
                    while let Some(edge) = edge_stack.pop() {
                        block.push(edge);
                        if edge == parent_edge[vertex] {
                            break;
                        }
                    }
                    blocks.push(Block {
                        top: up,
                        edges: block,
                    });
                }
            }
        }
        blocks
    }

    /// The edges of each component left when the ground (vertex 0) is taken away, edges at the
    /// ground going with their other end (each loop at the ground on its own).
    pub(crate) fn ground_components(&self) -> Vec<Vec<usize>> {
        let mut root: Vec<usize> = (0..self.vertices).collect();
        fn find(root: &mut [usize], mut vertex: usize) -> usize {
            while root[vertex] != vertex {
                root[vertex] = root[root[vertex]];
                vertex = root[vertex];
            }
            vertex
        }
        for edge in &self.edges {
            if edge.from != 0 && edge.to != 0 {
                let (a, b) = (find(&mut root, edge.from), find(&mut root, edge.to));
                root[a] = b;
            }
        }
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut group_of = vec![usize::MAX; self.vertices];
        for (index, edge) in self.edges.iter().enumerate() {
            let end = if edge.from != 0 { edge.from } else { edge.to };
            if end == 0 {
                groups.push(vec![index]);
                continue;
            }
            let class = find(&mut root, end);
            if group_of[class] == usize::MAX {
                group_of[class] = groups.len();
                groups.push(Vec::new());
            }
            groups[group_of[class]].push(index);
        }
        groups
    }
}
