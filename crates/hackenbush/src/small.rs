//! Every small picture, for checking the methods against brute force.

use crate::{Colour, Edge, Picture};

/// Every picture of at most `max_edges` edges on at most `max_vertices` vertices (the ground
/// included) with edges of the given colours: loops, double edges and cycles included, every
/// edge joined to the ground, the vertices used numbered `0..k` without gaps. A drawing may
/// appear under several numberings; none is missing.
///
/// ```
/// use hackenbush::{Colour, small_pictures};
///
/// // One edge: a blue or red edge from the ground to vertex 1, or a loop at the ground.
/// let pictures = small_pictures(1, 2, &[Colour::Blue, Colour::Red]);
/// assert_eq!(pictures.len(), 5); // with the empty picture
/// ```
pub fn small_pictures(max_edges: usize, max_vertices: usize, colours: &[Colour]) -> Vec<Picture> {
    let mut kinds = Vec::new();
    for from in 0..max_vertices {
        for to in from..max_vertices {
            for &colour in colours {
                kinds.push(Edge::new(from, to, colour));
            }
        }
    }
    let mut found = Vec::new();
    let mut chosen: Vec<usize> = Vec::new();
    // Non-decreasing sequences of kinds, by an explicit odometer.
    loop {
        consider(&chosen, &kinds, &mut found);
        if chosen.len() < max_edges {
            chosen.push(chosen.last().copied().unwrap_or(0));
            continue;
        }
        // Advance the last position; drop positions that overflow.
        loop {
            let Some(last) = chosen.last_mut() else {
                return found;
            };
            *last += 1;
            if *last < kinds.len() {
                break;
            }
            chosen.pop();
        }
    }
}

fn consider(chosen: &[usize], kinds: &[Edge], found: &mut Vec<Picture>) {
    let edges: Vec<Edge> = chosen.iter().map(|&kind| kinds[kind]).collect();
    let vertices = edges.iter().map(|e| e.to + 1).max().unwrap_or(1);
    let mut used = vec![false; vertices];
    used[0] = true;
    for edge in &edges {
        used[edge.from] = true;
        used[edge.to] = true;
    }
    if !used.iter().all(|&u| u) {
        return;
    }
    let picture = Picture::new(edges.iter().copied(), vertices);
    if picture.edges().len() == edges.len() {
        found.push(picture);
    }
}
