/**
 * Boards and pieces: finite sets of cells with integer coordinates in any dimension, and the
 * pieces whose attacks are defined on them. Both are extension points: a bundle registers
 * {@link org.polyboard.api.board.BoardFactory} and {@link org.polyboard.api.board.Piece} services.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.polyboard.api.board;
